import { methods, route } from '@case/http/route'
import { reportDataContract } from '@case/features/reports/contracts'
import { reportDataHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(reportDataContract, reportDataHandler) })
