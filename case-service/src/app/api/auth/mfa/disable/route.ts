import { route } from '@case/http/route'
import { mfaDisableContract } from '@case/features/auth/contracts'
import { disableMfa } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(mfaDisableContract, disableMfa)
