import { z } from 'zod'
import { defineContract, type Contract } from '@case/http/contract'
import { caseJson, casePage, casePageQuery } from '@case/features/cases/caseSchemas'
import { codingBatchBody, codingParams, codingUpdateBody } from './codingSchemas'
import { XLSX_CONTENT_TYPE } from './codingTemplate'

const tags = ['coding']
const roles = ['admin'] as const

export const codingQueueContract = defineContract({
  method: 'GET',
  path: '/api/coding/queue',
  summary: 'Cases needing an ICD-10 code or Gutachten coding, oldest first',
  tags,
  auth: 'bearer',
  roles,
  query: casePageQuery,
  responses: { 200: { description: 'One page of the queue', schema: casePage } },
})

export const codeCaseContract = defineContract({
  method: 'PUT',
  path: '/api/coding/{case_id}',
  summary: 'Code one case (ICD-10, Gutachten result, therapy change, markers) against its version',
  tags,
  auth: 'bearer',
  roles,
  params: codingParams,
  body: codingUpdateBody,
  responses: {
    200: { description: 'The updated case (version + 1)', schema: caseJson },
    404: { description: 'Unknown, or another insurer’s case' },
    409: { description: 'version_conflict: the case changed since it was read' },
  },
})

const batchErrors = z.array(
  z.object({ index: z.number().int(), case_id: z.string().nullable(), field: z.string(), message: z.string() }),
)

export const codeCasesContract = defineContract({
  method: 'POST',
  path: '/api/coding/batch',
  summary: 'Code several cases in one transaction: all items are written or none',
  tags,
  auth: 'bearer',
  roles,
  body: codingBatchBody,
  responses: {
    200: { description: 'The updated cases, in request order', schema: z.object({ items: z.array(caseJson) }) },
    404: { description: 'Some cases do not exist (errors per item); nothing written', schema: z.object({ errors: batchErrors }) },
    409: { description: 'Some versions are stale (errors per item); nothing written', schema: z.object({ errors: batchErrors }) },
    422: { description: 'Validation errors per item `{index, case_id, field, message}`; nothing written', schema: z.object({ errors: batchErrors }) },
  },
})

export const codingTemplateContract = defineContract({
  method: 'GET',
  path: '/api/cases/coding-template',
  summary: 'XLSX template of the cases without ICD-10 (no patient names; ICD-10 is the last column)',
  tags,
  auth: 'bearer_or_query_token',
  roles,
  responses: { 200: { description: 'kodiervorlage_<date>.xlsx', contentType: XLSX_CONTENT_TYPE } },
})

export const contracts: Contract[] = [codingQueueContract, codeCaseContract, codeCasesContract, codingTemplateContract]
