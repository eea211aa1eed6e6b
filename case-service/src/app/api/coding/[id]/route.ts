import { methods, route } from '@case/http/route'
import { codeCaseContract } from '@case/features/coding/contracts'
import { codeCase } from '@case/features/coding/handlers'

export const dynamic = 'force-dynamic'

/** PUT /api/coding/{id} — code one case against its version (admin). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ PUT: route(codeCaseContract, codeCase) })
