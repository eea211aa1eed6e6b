import { route } from '@case/http/route'
import { resetUserMfaContract } from '@case/features/users/contracts'
import { resetUserMfa } from '@case/features/users/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(resetUserMfaContract, resetUserMfa)
