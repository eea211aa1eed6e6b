import { z } from 'zod'
import { DISCLOSURE_STATUSES } from '@case/db/schema'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'

const reasonText = z.string().trim().min(3).max(2000)

export const createDisclosureBody = z.object({ reason: reasonText.describe('Why the case is needed unmasked') })

export const rejectDisclosureBody = z.object({ reason: reasonText.describe('Shown to the employee') })

export const reRequestBody = z.object({
  reason: reasonText.optional().describe('Defaults to the earlier request’s reason'),
})

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
z.globalRegistry.add(disclosureJson, { id: 'Disclosure' })

export const disclosurePage = keysetPageOf(disclosureJson)

export const reRequestPrefill = z.object({ case_id: z.uuid(), previous_request_id: z.uuid(), reason: z.string() })
