import type { SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import type { RouteInput } from '@case/http/route'
import { listResponse } from '@case/http/pagination'
import {
  caseFilterConditions,
  caseOrder,
  getCaseOr404,
  needsCodingFields,
  needsIcd,
  OLDEST_FIRST,
  pageOfCases,
  type CasePage,
} from './queries'
import { writeAudit } from '@case/features/audit/auditLog'
import { caseSearchFor, checkSortAllowed, maskSearchText } from './caseSearch'
import { presentCasesForViewer } from './caseViewing'
import type {
  getCaseContract,
  listCasesContract,
  pendingCodingContract,
  pendingIcdContract,
  updateKvnrContract,
} from './contracts'
import { updateCaseKvnr } from './kvnrUpdate'
import { CASE_FILTER_NAMES, type CaseFilters, type caseQueueQuery } from './schemas'

/** Who asks, over which connection: what presenting and auditing cases needs of a request. */
type Viewer = { db: Db; user: AuthUser; request: Request }

/** A page of cases as the viewer may see them, with the paging fields of schemas.ts' casePage. */
async function pageResponse({ db, user, request }: Viewer, result: CasePage, pageSize: number): Promise<Response> {
  const items = await presentCasesForViewer(db, user, result.items, request)
  return listResponse(request, { ...result, items }, pageSize)
}

/** The filter values of a request, as they shape a list's cursor fingerprint. */
const filtersOf = (query: CaseFilters) => Object.fromEntries(CASE_FILTER_NAMES.map((name) => [name, query[name]]))

/** A work queue (cases still to code, `condition`), oldest first, narrowed by the request's filters. */
export async function queueResponse(
  context: Viewer & { query: z.output<typeof caseQueueQuery> },
  name: string,
  condition: SQL,
): Promise<Response> {
  const { db, query } = context
  const filters = caseFilterConditions(query)
  const list = { name, parameters: filtersOf(query), shape: filters.shape, values: filters.values }
  const result = await pageOfCases(db, list, [condition, ...filters.conditions], OLDEST_FIRST, query)
  return pageResponse(context, result, query.page_size)
}

export async function listCases(context: RouteInput<typeof listCasesContract>): Promise<Response> {
  const { db, user, query } = context
  checkSortAllowed(user.role, query.sort)
  const search = query.q === undefined ? undefined : caseSearchFor(user.role, query.q)
  const { q, sort } = query
  const filters = caseFilterConditions(query)
  // A search carries its text inside its condition: that statement is built for this request only.
  const shape = search ? undefined : `${sort};${filters.shape}`
  const list = { name: 'cases', parameters: { ...filtersOf(query), q, sort }, shape, values: filters.values }
  const result = await pageOfCases(db, list, [...filters.conditions, search?.condition], caseOrder(sort), query)
  if (search?.exact) await auditExactSearch(context, query.q!, result)
  return pageResponse(context, result, query.page_size)
}

/** Every exact KVNR/fall_id lookup by a masked viewer is on record: who looked for which (masked) key and what it found. */
function auditExactSearch({ db, user, request }: Viewer, q: string, result: CasePage): Promise<void> {
  return writeAudit(db, {
    action: 'cases.exact_search_run',
    userId: user.id,
    entityType: 'case',
    details: { q_masked: maskSearchText(q), found: result.items.length, case_ids: result.items.map((item) => item.id) },
    request,
  })
}

export const listPendingIcd = (context: RouteInput<typeof pendingIcdContract>) =>
  queueResponse(context, 'pending-icd', needsIcd())

export const listPendingCoding = (context: RouteInput<typeof pendingCodingContract>) =>
  queueResponse(context, 'pending-coding', needsCodingFields())

export async function getCase({ db, user, request, params }: RouteInput<typeof getCaseContract>): Promise<Response> {
  const [shown] = await presentCasesForViewer(db, user, [await getCaseOr404(db, params.id)], request)
  return Response.json(shown)
}

export async function updateKvnr({
  db,
  user,
  request,
  params,
  body,
  ifMatch,
}: RouteInput<typeof updateKvnrContract>): Promise<Response> {
  const updated = await updateCaseKvnr(db, {
    caseId: params.id,
    kvnr: body.kvnr,
    version: body.version,
    ifMatch,
    userId: user.id,
    request,
  })
  const [shown] = await presentCasesForViewer(db, user, [updated], request)
  return Response.json(shown)
}
