import type { z } from 'zod'
import type { AuthedContext } from '@case/auth/withAuth'
import type { DisclosureAction } from '@case/domain/disclosures/disclosureStateMachine'
import type { AuthedInput } from '@case/http/route'
import { parseJsonBody, parseWith } from '@case/http/validation'
import { parsePathParams } from '@case/features/cases/pathParams'
import {
  approveDisclosureContract,
  createDisclosureContract,
  deleteDisclosureContract,
  deleteOwnDisclosureContract,
  listAllDisclosuresContract,
  listMyDisclosuresContract,
  reactivateDisclosureContract,
  rejectDisclosureContract,
  reRequestContract,
  reRequestPrefillContract,
  revokeDisclosureContract,
  revokeOwnDisclosureContract,
} from './contracts'
import {
  createDisclosureRequest,
  getDisclosureOr404,
  listDisclosures,
  performDisclosureAction,
  reRequestPrefill,
  toDisclosureJson,
} from './disclosureService'

type IdRoute = AuthedContext<{ id: string }>
type IdContract = { params: z.ZodType<{ id: string }> }

const disclosureId = (contract: IdContract, params: unknown) => parsePathParams(contract.params, params, 'Disclosure request').id

async function disclosureResponse({ db, user }: IdRoute, id: string, status = 200): Promise<Response> {
  return Response.json(toDisclosureJson(await getDisclosureOr404(db, id), user, new Date()), { status })
}

export async function createDisclosure(context: IdRoute): Promise<Response> {
  const caseId = parsePathParams(createDisclosureContract.params, context.params, 'Case').id
  const { reason } = await parseJsonBody(context.request, createDisclosureContract.body)
  const id = await createDisclosureRequest(context.db, { caseId, user: context.user, reason, request: context.request })
  return disclosureResponse(context, id, 201)
}

async function listResponse({ db, user }: AuthedContext<unknown>, query: z.output<typeof listAllDisclosuresContract.query>, mine: boolean) {
  const now = new Date()
  const page = await listDisclosures(db, { ...query, requesterId: mine ? user.id : undefined }, now)
  return Response.json({ ...page, items: page.items.map((row) => toDisclosureJson(row, user, now)), page: query.page, page_size: query.page_size })
}

export const listAllDisclosures = (context: AuthedInput<typeof listAllDisclosuresContract>) => listResponse(context, context.query, false)

export const listMyDisclosures = (context: AuthedInput<typeof listMyDisclosuresContract>) => listResponse(context, context.query, true)

/** A body-less state change (approve, revoke, reactivate, delete): the state machine decides. */
function actionHandler(action: DisclosureAction, contract: IdContract) {
  return async (context: IdRoute): Promise<Response> => {
    const id = disclosureId(contract, context.params)
    const resultId = await performDisclosureAction(context.db, { id, action, user: context.user, request: context.request })
    return resultId === null ? new Response(null, { status: 204 }) : disclosureResponse(context, resultId)
  }
}

export const approveDisclosure = actionHandler('approve', approveDisclosureContract)
export const revokeDisclosure = actionHandler('revoke', revokeDisclosureContract)
export const reactivateDisclosure = actionHandler('reactivate', reactivateDisclosureContract)
export const deleteDisclosure = actionHandler('delete', deleteDisclosureContract)
export const revokeOwnDisclosure = actionHandler('revoke', revokeOwnDisclosureContract)
export const deleteOwnDisclosure = actionHandler('delete', deleteOwnDisclosureContract)

export async function rejectDisclosure(context: IdRoute): Promise<Response> {
  const id = disclosureId(rejectDisclosureContract, context.params)
  const { reason } = await parseJsonBody(context.request, rejectDisclosureContract.body)
  await performDisclosureAction(context.db, { id, action: 'reject', user: context.user, request: context.request, reason })
  return disclosureResponse(context, id)
}

export async function reRequestDisclosure(context: IdRoute): Promise<Response> {
  const id = disclosureId(reRequestContract, context.params)
  // The body is optional: without one the earlier reason is taken over.
  const { reason } = context.request.headers.get('content-type')
    ? await parseJsonBody(context.request, reRequestContract.body)
    : parseWith(reRequestContract.body, {})
  const newId = await performDisclosureAction(context.db, { id, action: 're_request', user: context.user, request: context.request, reason })
  return disclosureResponse(context, newId!, 201)
}

export async function getReRequestPrefill({ db, user, params }: IdRoute): Promise<Response> {
  return Response.json(await reRequestPrefill(db, disclosureId(reRequestPrefillContract, params), user))
}
