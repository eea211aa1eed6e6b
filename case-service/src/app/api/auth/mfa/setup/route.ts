import { methods, route } from '@case/http/route'
import { mfaSetupContract } from '@case/features/auth/contracts'
import { setupMfa } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(mfaSetupContract, setupMfa) })
