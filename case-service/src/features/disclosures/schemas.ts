import { z } from 'zod'
import { DISCLOSURE_STATUSES } from '@case/db/schema'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'

const reasonText = z.string().trim().min(3).max(2000)

export const createDisclosureBody = z.object({ reason: reasonText.describe('Why the case is needed unmasked') })
z.globalRegistry.add(createDisclosureBody, { examples: [{ reason: 'Rückfrage der Versicherten zum Gutachten' }] })

export const rejectDisclosureBody = z
  .object({ reason: reasonText.describe('Shown to the employee') })
  .meta({ examples: [{ reason: 'Kein dienstlicher Anlass erkennbar' }] })

export const reRequestBody = z
  .object({
    reason: reasonText.optional().describe('Defaults to the earlier request’s reason'),
  })
  .meta({ examples: [{ reason: 'Rückfrage der Versicherten zum Gutachten, erneut' }] })

export const disclosureListQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 }).extend({
  status: z.enum(DISCLOSURE_STATUSES).optional().describe('All statuses when omitted'),
})

export const disclosureJson = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  fall_id: z.string().describe('masked for kasse_mitarbeiter'),
  requester_id: z.uuid(),
  requester_name: z.string(),
  reason: z.string(),
  status: z.enum(DISCLOSURE_STATUSES).describe('an approval past valid_until is "expired"'),
  valid_until: z.iso.datetime().nullable(),
  decided_by: z.uuid().nullable(),
  decided_at: z.iso.datetime().nullable(),
  reject_reason: z.string().nullable(),
  previous_request_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
})
z.globalRegistry.add(disclosureJson, {
  id: 'Disclosure',
  examples: [
    {
      id: '5b0e7a52-8c1d-4f3e-9a6b-2d4c8e1f7a90',
      case_id: '0f8d2c4e-6a1b-4c3d-8e5f-7a9b1c2d3e4f',
      fall_id: '2026-03-16_A*******78',
      requester_id: '9c1e5a7b-3d2f-4e6a-8b0c-1d2e3f4a5b6c',
      requester_name: 'Jonas Weber',
      reason: 'Rückfrage der Versicherten zum Gutachten',
      status: 'pending',
      valid_until: null,
      decided_by: null,
      decided_at: null,
      reject_reason: null,
      previous_request_id: null,
      created_at: '2026-03-18T09:12:00.000Z',
      updated_at: '2026-03-18T09:12:00.000Z',
    },
  ],
})

export const disclosurePage = keysetPageOf(disclosureJson)

export const reRequestPrefill = z
  .object({ case_id: z.uuid(), previous_request_id: z.uuid(), reason: z.string() })
  .meta({
    examples: [
      {
        case_id: '0f8d2c4e-6a1b-4c3d-8e5f-7a9b1c2d3e4f',
        previous_request_id: '5b0e7a52-8c1d-4f3e-9a6b-2d4c8e1f7a90',
        reason: 'Rückfrage der Versicherten zum Gutachten',
      },
    ],
  })
