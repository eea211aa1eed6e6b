import { methods, route } from '@case/http/route'
import { createDisclosureContract } from '@case/features/disclosures/contracts'
import { createDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** POST /api/cases/{id}/disclosure-requests — ask to see the case unmasked (kasse_mitarbeiter). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  POST: route(createDisclosureContract, createDisclosure),
})
