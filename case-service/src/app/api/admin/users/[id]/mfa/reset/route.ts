import { methods, route } from '@case/http/route'
import { resetUserMfaContract } from '@case/features/users/contracts'
import { resetUserMfa } from '@case/features/users/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(resetUserMfaContract, resetUserMfa) })
