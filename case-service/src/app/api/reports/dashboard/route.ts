import { methods, route } from '@case/http/route'
import { dashboardContract } from '@case/features/reports/dashboard/contracts'
import { dashboardHandler } from '@case/features/reports/dashboard/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(dashboardContract, dashboardHandler) })
