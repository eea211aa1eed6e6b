import { z } from 'zod'
import { problemBodyOf, fieldErrorSchema } from '@case/http/apiError'
import { attachment, byId, contractsFor, keysetList, ok, refusals, type Contract } from '@case/http/contract'
import { caseJson, casePage, caseQueueQuery } from '@case/features/cases/schemas'
import { validateBatch } from './codingBatch'
import { codingBatchBody, codingUpdateBody } from './schemas'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'

const contract = contractsFor({ tags: ['coding'], roles: ['admin'] })

export const codingQueueContract = contract.get('/api/coding/queue', {
  summary: 'Cases needing an ICD-10 code or Gutachten coding, oldest first',
  description:
    'Cases that need an ICD-10 code or Gutachten coding, oldest first, paged by cursor: the coding screen’s list.',
  ...keysetList(caseQueueQuery, casePage, 'One page of the queue'),
})

export const codeCaseContract = contract.put('/api/coding/{id}', {
  summary: 'Code one case (ICD-10, Gutachten result, therapy change, markers) against its version',
  description:
    'Codes one case. version must be the version read: a case changed meanwhile is a 409 version_conflict, and the answer carries the new version.',
  ...byId('Case'),
  etag: 'if-match',
  body: codingUpdateBody,
  responses: {
    ...ok('The updated case (version + 1)', caseJson),
    ...refusals({
      404: 'Unknown, or another insurer’s case',
      409: 'version_conflict: the case changed since it was read',
    }),
  },
})

/** A problem pinned to one item of the batch (BatchItemError). */
const batchItemError = fieldErrorSchema.extend({
  index: z.number().int().describe('Position of the item in the request'),
  case_id: z.string().nullable().describe('The item’s case_id, null when it is missing or not a string'),
})
const batchItemErrors = problemBodyOf(batchItemError)

export const codeCasesContract = contract.post('/api/coding/batch', {
  summary: 'Code several cases in one transaction: all items are written or none',
  description:
    'Codes up to 500 cases in one transaction: either every item is written or none, and refusals name the item (index, case_id).',
  body: codingBatchBody,
  parseBody: validateBatch,
  responses: {
    ...ok('The updated cases, in request order', z.object({ items: z.array(caseJson) })),
    404: {
      description: 'not_found: some cases do not exist (errors per item); nothing written',
      schema: batchItemErrors,
    },
    409: {
      description: 'version_conflict: some versions are stale (errors per item); nothing written',
      schema: batchItemErrors,
    },
    422: {
      description:
        'Errors per item `{index, case_id, field, message}`, or per field of the request when it is not a list of items; nothing written',
      // Item-level errors carry index and case_id; request-level ones (no `items` array) do not.
      schema: problemBodyOf(z.union([batchItemError, fieldErrorSchema])),
    },
  },
})

export const codingTemplateContract = contract.get('/api/cases/coding-template', {
  summary:
    'XLSX template of the cases still to be coded (coding queue): ICD-10, Gutachten-Ergebnis, Therapieänderung to fill in; no patient names',
  description:
    'An XLSX workbook of the cases still to be coded, to fill in offline and upload again with POST /api/cases/icd-import. It contains no patient names.',
  auth: 'bearer_or_query_token',
  responses: attachment('kodiervorlage_<date>.xlsx', XLSX_CONTENT_TYPE),
})

export const contracts: Contract[] = [codingQueueContract, codeCaseContract, codeCasesContract, codingTemplateContract]
