import { route } from '@case/http/route'
import { healthContract } from '@case/features/health/contracts'
import { health } from '@case/features/health/handlers'

export const dynamic = 'force-dynamic'

export const GET = route(healthContract, health)
