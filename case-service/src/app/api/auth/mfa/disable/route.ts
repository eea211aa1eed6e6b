import { methods, route } from '@case/http/route'
import { mfaDisableContract } from '@case/features/auth/contracts'
import { disableMfa } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(mfaDisableContract, disableMfa) })
