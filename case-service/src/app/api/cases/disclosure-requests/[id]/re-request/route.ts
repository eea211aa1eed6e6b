import { route } from '@case/http/route'
import { reRequestContract, reRequestPrefillContract } from '@case/features/disclosures/contracts'
import { getReRequestPrefill, reRequestDisclosure } from '@case/features/disclosures/handlers'

export const dynamic = 'force-dynamic'

/** GET: the pre-filled form; POST: a new pending request from an expired, revoked or rejected one. */
export const GET = route(reRequestPrefillContract, getReRequestPrefill)
export const POST = route(reRequestContract, reRequestDisclosure)
