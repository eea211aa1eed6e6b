import { route } from '@case/http/route'
import { mfaDisableContract } from '@case/features/auth/contracts'
import { disableMfa } from '@case/features/auth/mfaService'

export const dynamic = 'force-dynamic'

export const POST = route(mfaDisableContract, disableMfa)
