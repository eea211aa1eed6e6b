import { methods, route } from '@case/http/route'
import { reportTypesContract } from '@case/features/reports/contracts'
import { reportTypesHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(reportTypesContract, reportTypesHandler),
})
