import { methods, route } from '@case/http/route'
import { reRequestContract, reRequestPrefillContract } from '@case/features/disclosures/contracts'
import { getReRequestPrefill, reRequestDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** GET: the pre-filled form; POST: a new pending request from an expired, revoked or rejected one. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  GET: route(reRequestPrefillContract, getReRequestPrefill),
  POST: route(reRequestContract, reRequestDisclosure),
})
