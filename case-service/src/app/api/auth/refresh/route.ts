import { methods, route } from '@case/http/route'
import { refreshContract } from '@case/features/auth/contracts'
import { refresh } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(refreshContract, refresh) })
