import { route } from '@case/http/route'
import { mfaSetupContract } from '@case/features/auth/contracts'
import { setupMfa } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(mfaSetupContract, setupMfa)
