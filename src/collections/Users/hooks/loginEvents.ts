import type { CollectionAfterErrorHook, CollectionAfterLoginHook } from 'payload'
import { membershipTenantIds } from '@/lib/audit/hooks'
import { writeAuditLog } from '@/lib/audit/writeAuditLog'
import { LOGIN_THROTTLED } from './loginThrottle'

/** Successful logins (IP and user agent come from the request). */
export const auditLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await writeAuditLog(req, {
    action: 'login',
    collection: 'users',
    documentId: String(user.id),
    label: user.email,
    user: Number(user.id),
    actorEmail: user.email,
    tenants: membershipTenantIds(user),
  })
  return user
}

const LOGIN_FAILURES = new Set(['AuthenticationError', 'LockedAuth', 'UnverifiedEmail', LOGIN_THROTTLED])

/**
 * Failed logins. Payload has no "login failed" hook; the login operation throws, and the error
 * reaches the collection's `afterError` hook on its way to the REST response.
 */
export const auditFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  const isLogin = new URL(req.url ?? 'http://x/', 'http://x').pathname.endsWith('/users/login')
  if (!isLogin || !LOGIN_FAILURES.has(error.name)) return
  const email = typeof req.data?.email === 'string' ? req.data.email.slice(0, 254) : null
  await writeAuditLog(req, {
    action: 'login-failed',
    collection: 'users',
    label: email,
    actorEmail: email,
    user: null,
    tenants: [],
    changes: { reason: { from: null, to: error.name } },
  })
}
