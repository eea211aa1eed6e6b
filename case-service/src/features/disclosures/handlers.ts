import { createdAt } from '@case/http/created'
import type { AuthUser } from '@case/features/auth/withAuth'
import type { Db } from '@case/db/client'
import type { DisclosureAction } from '@case/domain/disclosures/disclosureStateMachine'
import type { RouteInput } from '@case/http/route'
import { listResponse } from '@case/http/pagination'
import { notFound } from '@case/http/apiError'
import type {
  approveDisclosureContract,
  createDisclosureContract,
  getDisclosureContract,
  getOwnDisclosureContract,
  listAllDisclosuresContract,
  listMyDisclosuresContract,
  rejectDisclosureContract,
  reRequestContract,
  reRequestPrefillContract,
} from './contracts'
import {
  createDisclosureRequest,
  getDisclosureOr404,
  listDisclosures,
  performDisclosureAction,
  reRequestPrefill,
  toDisclosureJson,
} from './service'

/** A body-less call on one request: approve, revoke, reactivate, delete (their contracts differ only in path and roles). */
type IdRoute = RouteInput<typeof approveDisclosureContract>
type Viewer = { db: Db; user: AuthUser }

async function disclosureResponse({ db, user }: Viewer, id: string, created = false): Promise<Response> {
  const disclosure = toDisclosureJson(await getDisclosureOr404(db, id), user, new Date())
  return created ? createdAt(`/api/cases/disclosure-requests/${id}`, disclosure) : Response.json(disclosure)
}

export async function createDisclosure(context: RouteInput<typeof createDisclosureContract>): Promise<Response> {
  const id = await createDisclosureRequest(context.db, {
    caseId: context.params.id,
    user: context.user,
    reason: context.body.reason,
    request: context.request,
  })
  return disclosureResponse(context, id, true)
}

/** One request: any of the insurer's for admins, only one's own for employees (another's is a 404). */
export async function getDisclosure({
  db,
  user,
  params,
}: RouteInput<typeof getDisclosureContract> | RouteInput<typeof getOwnDisclosureContract>): Promise<Response> {
  const row = await getDisclosureOr404(db, params.id)
  if (user.role !== 'admin' && row.requester_id !== user.id) throw notFound('Disclosure request not found')
  return Response.json(toDisclosureJson(row, user, new Date()))
}

type ListInput = RouteInput<typeof listAllDisclosuresContract> | RouteInput<typeof listMyDisclosuresContract>

async function disclosureList({ db, user, query, request }: ListInput, mine: boolean) {
  const now = new Date()
  const page = await listDisclosures(db, { ...query, requesterId: mine ? user.id : undefined }, now)
  return listResponse(
    request,
    { ...page, items: page.items.map((row) => toDisclosureJson(row, user, now)) },
    query.page_size,
  )
}

export const listAllDisclosures = (context: RouteInput<typeof listAllDisclosuresContract>) =>
  disclosureList(context, false)

export const listMyDisclosures = (context: RouteInput<typeof listMyDisclosuresContract>) =>
  disclosureList(context, true)

/** A body-less state change (approve, revoke, reactivate, delete): the state machine decides. */
function actionHandler(action: DisclosureAction) {
  return async (context: IdRoute): Promise<Response> => {
    const resultId = await performDisclosureAction(context.db, {
      id: context.params.id,
      action,
      user: context.user,
      request: context.request,
    })
    return resultId === null ? new Response(null, { status: 204 }) : disclosureResponse(context, resultId)
  }
}

export const approveDisclosure = actionHandler('approve')
export const revokeDisclosure = actionHandler('revoke')
export const reactivateDisclosure = actionHandler('reactivate')
export const deleteDisclosure = actionHandler('delete')
export const revokeOwnDisclosure = actionHandler('revoke')
export const deleteOwnDisclosure = actionHandler('delete')

export async function rejectDisclosure(context: RouteInput<typeof rejectDisclosureContract>): Promise<Response> {
  const { id } = context.params
  await performDisclosureAction(context.db, {
    id,
    action: 'reject',
    user: context.user,
    request: context.request,
    reason: context.body.reason,
  })
  return disclosureResponse(context, id)
}

/** Without a body the earlier reason is taken over (reRequestContract.bodyOptional). */
export async function reRequestDisclosure(context: RouteInput<typeof reRequestContract>): Promise<Response> {
  const { reason } = context.body
  const newId = await performDisclosureAction(context.db, {
    id: context.params.id,
    action: 're_request',
    user: context.user,
    request: context.request,
    reason,
  })
  return disclosureResponse(context, newId!, true)
}

export async function getReRequestPrefill({
  db,
  user,
  params,
}: RouteInput<typeof reRequestPrefillContract>): Promise<Response> {
  return Response.json(await reRequestPrefill(db, params.id, user))
}
