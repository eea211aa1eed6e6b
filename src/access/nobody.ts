import type { Access, FieldAccess } from 'payload'

export const nobody: Access = () => false

/** Field-level twin of `nobody`: values are set by hooks only, never by a client. */
export const nobodyField: FieldAccess = () => false
