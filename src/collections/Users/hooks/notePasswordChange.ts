import type { CollectionBeforeChangeHook } from 'payload'

/** Flags a password change for the audit entry (the clear text itself is never recorded). */
export const notePasswordChange: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password !== '')
    req.context.passwordChanged = true
  return data
}
