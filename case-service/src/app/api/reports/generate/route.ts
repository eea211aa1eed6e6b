import { route } from '@case/http/route'
import { generateReportContract } from '@case/features/reports/contracts'
import { generateReportHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(generateReportContract, generateReportHandler)
