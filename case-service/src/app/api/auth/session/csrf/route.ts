import { methods, route } from '@case/http/route'
import { sessionCsrfContract } from '@case/features/auth/contracts'
import { sessionCsrf } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(sessionCsrfContract, sessionCsrf) })
