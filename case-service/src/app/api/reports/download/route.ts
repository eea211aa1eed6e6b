import { methods, route } from '@case/http/route'
import { downloadReportContract } from '@case/features/reports/contracts'
import { downloadReportHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(downloadReportContract, downloadReportHandler),
})
