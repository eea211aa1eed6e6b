import type { CollectionConfig } from 'payload'
import { row } from '@/fields/layout'
import { tenantsArrayField } from '@payloadcms/plugin-multi-tenant/fields'
import { COMMUNITY_ROLE_LABELS, COMMUNITY_ROLES } from '@/modules/community'
import { isSuperAdmin, superAdminOnlyField } from '@/access/isSuperAdmin'
import { tenantAdminsOrSuperAdmin } from '@/access/tenantAdminsOrSuperAdmin'
import { TENANT_ROLES } from '@/access/tenantRoles'
import { usersDelete, usersUpdate } from '@/access/userAdministration'
import { VIDEO_PLATFORM_ROLE_LABELS, VIDEO_PLATFORM_ROLES } from '@/modules/videoHub'
import { selectOptions } from '@/fields/selectOptions'
import { MASK, type FieldChange } from '@/lib/audit/diff'
import { auditAfterChange, auditAfterDelete, membershipTenantIds, type AuditDescriber } from '@/lib/audit/hooks'
import { eraseUserAfterDelete, eraseUserBeforeDelete } from '@/lib/audit/eraseUser'
import { guardCredentials } from './hooks/guardCredentials'
import { guardMemberships } from './hooks/guardMemberships'
import { notePasswordChange } from './hooks/notePasswordChange'
import { auditFailedLogin, auditLogin } from './hooks/loginEvents'
import { clearLoginFailures, throttleLogin } from './hooks/loginThrottle'
import { selectTenantCookie } from './hooks/selectTenantCookie'
import { ADMIN_GROUPS } from '@/collections/presets/adminGroups'

const audit: AuditDescriber = {
  label: (doc) => String(doc.email ?? doc.id),
  // Admins of every tenant the user was or is in see the entry (a removed membership too).
  tenants: (doc, previous) => [...new Set([...membershipTenantIds(doc), ...membershipTenantIds(previous)])],
  // Payload drops the new password from the data after hashing; notePasswordChange saw it first.
  extraChanges: (req): Record<string, FieldChange> => {
    const changed = req.context.passwordChanged === true
    delete req.context.passwordChanged
    return changed ? { password: { from: MASK, to: MASK } } : {}
  },
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { de: 'Benutzer', en: 'User' }, plural: { de: 'Benutzer', en: 'Users' } },
  // Payload's per-account lockout is off: loginThrottle.ts counts failures per account and client address.
  auth: { maxLoginAttempts: 0 },
  admin: {
    useAsTitle: 'email',
    group: ADMIN_GROUPS.platform,
    defaultColumns: ['email', 'name', 'isSuperAdmin', 'tenants'],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: tenantAdminsOrSuperAdmin,
    delete: usersDelete,
    // The multi-tenant plugin narrows this to the user themself and users sharing a tenant.
    read: ({ req }) => Boolean(req.user),
    update: usersUpdate,
  },
  hooks: {
    beforeOperation: [throttleLogin],
    beforeChange: [guardCredentials, guardMemberships, notePasswordChange],
    afterChange: [auditAfterChange(audit)],
    beforeDelete: [eraseUserBeforeDelete],
    // The erasure runs after the audit hook, so the entry of the deletion is pseudonymised too.
    afterDelete: [auditAfterDelete(audit), eraseUserAfterDelete],
    afterLogin: [clearLoginFailures, selectTenantCookie, auditLogin],
    afterError: [auditFailedLogin],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'isSuperAdmin',
      type: 'checkbox',
      defaultValue: false,
      access: { create: superAdminOnlyField, update: superAdminOnlyField },
      admin: { position: 'sidebar' },
    },
    {
      ...tenantsArrayField({
        tenantsCollectionSlug: 'tenants',
        rowFields: [
          {
            name: 'roles',
            type: 'select',
            hasMany: true,
            required: true,
            defaultValue: ['editor'],
            options: TENANT_ROLES.map((role) => ({ label: role, value: role })),
          },
          // Community and video-hub roles are per tenant: manager in one tenant, viewer in another.
          row([
            {
              name: 'communityRole',
              type: 'select',
              defaultValue: 'none',
              label: { de: 'Community-Rolle', en: 'Community role' },
              admin: {
                description: {
                  de: 'Jede Rolle umfasst die Rechte der Rollen darunter.',
                  en: 'Each role includes the rights of the roles below it.',
                },
              },
              options: selectOptions(COMMUNITY_ROLES, COMMUNITY_ROLE_LABELS),
            },
            {
              name: 'videoPlatformRole',
              type: 'select',
              label: { de: 'Video-Hub-Rolle', en: 'Video hub role' },
              options: selectOptions(VIDEO_PLATFORM_ROLES, VIDEO_PLATFORM_ROLE_LABELS),
            },
          ]),
        ],
      }),
      admin: { condition: (data) => !isSuperAdmin(data as { isSuperAdmin?: boolean }) },
    },
  ],
}
