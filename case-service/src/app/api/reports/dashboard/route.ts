import { route } from '@case/http/route'
import { dashboardContract } from '@case/features/reports/contracts'
import { dashboardHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const GET = route(dashboardContract, dashboardHandler)
