import { route } from '@case/http/route'
import { deleteReportsContract } from '@case/features/reports/contracts'
import { deleteReportsHandler } from '@case/features/reports/handlers'

export const dynamic = 'force-dynamic'

export const DELETE = route(deleteReportsContract, deleteReportsHandler)
