import { createdAt } from '@case/http/created'
import { getUserOr404 } from '@case/features/auth/userStore'
import { toUserView } from '@case/features/auth/userView'
import type { RouteInput } from '@case/http/route'
import { listResponse } from '@case/http/pagination'
import { createUserAccount, deleteUserAsAdmin, pageOfUsers, resetUserMfaAsAdmin, updateUserAsAdmin } from './service'
import type {
  createInvitationContract,
  createUserContract,
  deleteInvitationContract,
  deleteUserContract,
  getUserContract,
  listInvitationsContract,
  listUsersContract,
  resetUserMfaContract,
  updateUserContract,
} from './contracts'
import { createInvitationFor, deleteInvitationAsAdmin, pageOfInvitations } from './invitations'

const noContent = () => new Response(null, { status: 204 })

/** GET /api/admin/users?page_size=&cursor=&include_total= */
export async function listUsers({ db, query, request }: RouteInput<typeof listUsersContract>): Promise<Response> {
  const page = await pageOfUsers(db, query)
  return listResponse(request, { ...page, items: page.items.map(toUserView) }, query.page_size)
}

export async function createUser({
  user,
  db,
  request,
  body,
}: RouteInput<typeof createUserContract>): Promise<Response> {
  const created = toUserView(await createUserAccount(db, body, user, request))
  return createdAt(`/api/admin/users/${created.id}`, created)
}

export async function getUser({ db, params: { id } }: RouteInput<typeof getUserContract>): Promise<Response> {
  return Response.json(toUserView(await getUserOr404(db, id)))
}

export async function updateUser({
  user,
  db,
  params: { id },
  request,
  body,
}: RouteInput<typeof updateUserContract>): Promise<Response> {
  return Response.json(toUserView(await updateUserAsAdmin(db, id, body, user, request)))
}

export async function deleteUser({
  user,
  db,
  params: { id },
  request,
}: RouteInput<typeof deleteUserContract>): Promise<Response> {
  await deleteUserAsAdmin(db, id, user, request)
  return noContent()
}

export async function resetUserMfa({
  user,
  db,
  params: { id },
  request,
}: RouteInput<typeof resetUserMfaContract>): Promise<Response> {
  return Response.json(toUserView(await resetUserMfaAsAdmin(db, id, user, request)))
}

/** GET /api/admin/invitations (newest first; tokens are never listed). */
export async function listInvitations({
  db,
  query,
  request,
}: RouteInput<typeof listInvitationsContract>): Promise<Response> {
  return listResponse(request, await pageOfInvitations(db, query), query.page_size)
}

export async function createInvitation({
  user,
  db,
  request,
  body,
}: RouteInput<typeof createInvitationContract>): Promise<Response> {
  const invitation = await createInvitationFor(db, body, user, request)
  return createdAt(`/api/admin/invitations/${invitation.id}`, invitation)
}

export async function deleteInvitation({
  user,
  db,
  params: { id },
  request,
}: RouteInput<typeof deleteInvitationContract>): Promise<Response> {
  await deleteInvitationAsAdmin(db, id, user, request)
  return noContent()
}
