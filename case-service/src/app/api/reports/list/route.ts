import { methods, route } from '@case/http/route'
import { listReportsContract } from '@case/features/reports/contracts'
import { listReportsHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(listReportsContract, listReportsHandler),
})
