import { methods, route } from '@case/http/route'
import { weeklyContract } from '@case/features/reports/dashboard/contracts'
import { weeklyHandler } from '@case/features/reports/dashboard/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(weeklyContract, weeklyHandler) })
