import type { CollectionConfig } from 'payload'
import { tenantsArrayField } from '@payloadcms/plugin-multi-tenant/fields'
import { isSuperAdmin, superAdminOnlyField } from '@/access/isSuperAdmin'
import { tenantAdminsOrSuperAdmin } from '@/access/tenantAdminsOrSuperAdmin'
import { TENANT_ROLES } from '@/access/tenantRoles'
import { COMMUNITY_ROLES } from '@/access/communityRoles'
import { VIDEO_PLATFORM_ROLES } from '@/access/videoPlatformRoles'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: 'Platform' },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: tenantAdminsOrSuperAdmin,
    delete: tenantAdminsOrSuperAdmin,
    read: ({ req }) => Boolean(req.user),
    update: ({ req }) => Boolean(req.user),
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
        ],
      }),
      admin: { condition: (data) => !isSuperAdmin(data as { isSuperAdmin?: boolean }) },
    },
    {
      name: 'communityRole',
      type: 'select',
      defaultValue: 'none',
      options: COMMUNITY_ROLES.map((role) => ({ label: role, value: role })),
    },
    {
      name: 'videoPlatformRoles',
      type: 'select',
      hasMany: true,
      options: VIDEO_PLATFORM_ROLES.map((role) => ({ label: role, value: role })),
    },
  ],
}
