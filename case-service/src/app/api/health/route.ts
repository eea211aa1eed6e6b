import { methods, route } from '@case/http/route'
import { healthContract } from '@case/features/health/contracts'
import { health } from '@case/features/health/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(healthContract, health) })
