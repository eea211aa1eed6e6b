import { methods, route } from '@case/http/route'
import { sessionLogoutContract } from '@case/features/auth/contracts'
import { sessionLogout } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(sessionLogoutContract, sessionLogout) })
