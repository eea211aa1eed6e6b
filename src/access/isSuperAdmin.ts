import type { Access, FieldAccess } from 'payload'

type MaybeSuperAdmin = { isSuperAdmin?: boolean | null } | null | undefined

export const isSuperAdmin = (user: MaybeSuperAdmin): boolean => Boolean(user?.isSuperAdmin)

export const superAdminOnly: Access = ({ req }) => isSuperAdmin(req.user)

export const superAdminOnlyField: FieldAccess = ({ req }) => isSuperAdmin(req.user)
