import { methods, route } from '@case/http/route'
import { codingTemplateContract } from '@case/features/coding/contracts'
import { codingTemplate } from '@case/features/coding/handlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/coding-template — XLSX of the uncoded cases (admin; Bearer or ?token= for download links). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(codingTemplateContract, codingTemplate),
})
