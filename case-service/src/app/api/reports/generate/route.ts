import { methods, route } from '@case/http/route'
import { generateReportContract } from '@case/features/reports/standard/contracts'
import { generateReportHandler } from '@case/features/reports/standard/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  POST: route(generateReportContract, generateReportHandler),
})
