import { methods, route } from '@case/http/route'
import { deleteReportsContract } from '@case/features/reports/contracts'
import { deleteReportsHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  DELETE: route(deleteReportsContract, deleteReportsHandler),
})
