import { eq } from 'drizzle-orm'
import { getDb, type Db } from '@case/db/client'
import { users, type Role } from '@case/db/schema'
import { forbidden, unauthorized } from '@case/http/apiError'
import { handle, type RouteContext } from '@case/http/handler'
import { verifyAccessToken } from './accessToken'

export type AuthUser = { id: string; email: string; name: string; role: Role }

export type AuthedContext<P = Record<string, string>> = { params: P; user: AuthUser; db: Db; request: Request }

type Options = {
  /** Roles allowed to call the route; omitted = every authenticated user. */
  roles?: readonly Role[]
  /** Also accept `?token=` (only report download and coding template: browser download links). */
  allowQueryToken?: boolean
}

function extractToken(request: Request, allowQueryToken: boolean): string | null {
  const header = request.headers.get('authorization')
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    return match?.[1] ?? null
  }
  return allowQueryToken ? new URL(request.url).searchParams.get('token') : null
}

/** Resolves the caller from a valid access token and the CURRENT user row (role, active, revocation). */
export async function authenticate(request: Request, allowQueryToken = false): Promise<{ user: AuthUser; db: Db }> {
  const token = extractToken(request, allowQueryToken)
  if (!token) throw unauthorized('Missing access token', 'token_missing')
  const verified = await verifyAccessToken(token)
  if (!verified.ok) {
    throw unauthorized(verified.reason === 'token_expired' ? 'Access token expired' : 'Invalid access token', verified.reason)
  }
  const db = await getDb()
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      active: users.active,
      sessions_valid_after: users.sessions_valid_after,
    })
    .from(users)
    .where(eq(users.id, verified.claims.sub))
    .limit(1)
  if (!row || !row.active || verified.claims.iatMs < row.sessions_valid_after.getTime()) {
    throw unauthorized('Session is no longer valid', 'token_revoked')
  }
  return { user: { id: row.id, email: row.email, name: row.name, role: row.role }, db }
}

/** Route wrapper: error mapping, authentication, role check; the handler gets user, db and params. */
export function withAuth<P = Record<string, string>>(
  handler: (ctx: AuthedContext<P>) => Promise<Response>,
  { roles, allowQueryToken = false }: Options = {},
) {
  return handle<P>(async (request: Request, context: RouteContext<P>) => {
    const { user, db } = await authenticate(request, allowQueryToken)
    if (roles && !roles.includes(user.role)) throw forbidden()
    return handler({ params: await context.params, user, db, request })
  })
}
