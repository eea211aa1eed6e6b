import { z } from 'zod'
import { errorBodyOf, fieldErrorSchema } from '@case/http/apiError'
import { contractsFor, keysetListResponses, refusals, type Contract } from '@case/http/contract'
import { caseJson, casePage, casePageQuery } from '@case/features/cases/caseSchemas'
import { validateBatch } from './codingBatch'
import { codingBatchBody, codingParams, codingUpdateBody } from './codingSchemas'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'

const tags = ['coding']
const contract = contractsFor({ tags })
const roles = ['admin'] as const

export const codingQueueContract = contract({
  method: 'GET',
  path: '/api/coding/queue',
  summary: 'Cases needing an ICD-10 code or Gutachten coding, oldest first',
  roles,
  query: casePageQuery,
  responses: keysetListResponses(casePage, 'One page of the queue'),
})

export const codeCaseContract = contract({
  method: 'PUT',
  path: '/api/coding/{case_id}',
  summary: 'Code one case (ICD-10, Gutachten result, therapy change, markers) against its version',
  roles,
  params: codingParams,
  resource: 'Case',
  body: codingUpdateBody,
  responses: {
    200: { description: 'The updated case (version + 1)', schema: caseJson },
    ...refusals({ 404: 'Unknown, or another insurer’s case', 409: 'version_conflict: the case changed since it was read' }),
  },
})

/** A problem pinned to one item of the batch (BatchItemError). */
const batchItemError = fieldErrorSchema.extend({
  index: z.number().int().describe('Position of the item in the request'),
  case_id: z.string().nullable().describe('The item’s case_id, null when it is missing or not a string'),
})
const batchItemErrors = errorBodyOf(batchItemError)

export const codeCasesContract = contract({
  method: 'POST',
  path: '/api/coding/batch',
  summary: 'Code several cases in one transaction: all items are written or none',
  roles,
  body: codingBatchBody,
  parseBody: validateBatch,
  responses: {
    200: { description: 'The updated cases, in request order', schema: z.object({ items: z.array(caseJson) }) },
    404: { description: 'not_found: some cases do not exist (errors per item); nothing written', schema: batchItemErrors },
    409: { description: 'version_conflict: some versions are stale (errors per item); nothing written', schema: batchItemErrors },
    422: {
      description: 'Errors per item `{index, case_id, field, message}`, or per field of the request when it is not a list of items; nothing written',
      // Item-level errors carry index and case_id; request-level ones (no `items` array) do not.
      schema: errorBodyOf(z.union([batchItemError, fieldErrorSchema])),
    },
  },
})

export const codingTemplateContract = contract({
  method: 'GET',
  path: '/api/cases/coding-template',
  summary: 'XLSX template of the cases without ICD-10 (no patient names; ICD-10 is the last column)',
  auth: 'bearer_or_query_token',
  roles,
  responses: { 200: { description: 'kodiervorlage_<date>.xlsx', contentType: XLSX_CONTENT_TYPE } },
})

export const contracts: Contract[] = [codingQueueContract, codeCaseContract, codeCasesContract, codingTemplateContract]
