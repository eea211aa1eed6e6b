import { methods, route } from '@case/http/route'
import { codeCasesContract } from '@case/features/coding/contracts'
import { codeCases } from '@case/features/coding/handlers'

export const dynamic = 'force-dynamic'

/** POST /api/coding/batch — code several cases, all or nothing (admin). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(codeCasesContract, codeCases) })
