import { methods, route } from '@case/http/route'
import { sessionRefreshContract } from '@case/features/auth/contracts'
import { sessionRefresh } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  POST: route(sessionRefreshContract, sessionRefresh),
})
