import { route } from '@case/http/route'
import { generateReportContract } from '@case/features/reports/standard/contracts'
import { generateReportHandler } from '@case/features/reports/standard/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(generateReportContract, generateReportHandler)
