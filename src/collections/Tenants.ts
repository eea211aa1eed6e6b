import type { CollectionConfig } from 'payload'
import { isSuperAdmin, superAdminOnly } from '@/access/isSuperAdmin'
import { authenticated } from '@/access/authenticated'

export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: { useAsTitle: 'name', group: 'Platform' },
  access: {
    create: superAdminOnly,
    delete: superAdminOnly,
    // Tenant admins may edit their tenant's settings; the plugin limits reads to own tenants.
    read: authenticated,
    update: ({ req }) => isSuperAdmin(req.user) || Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    {
      name: 'domains',
      type: 'array',
      fields: [{ name: 'domain', type: 'text', required: true, unique: true, index: true }],
    },
    {
      name: 'defaultLocale',
      type: 'select',
      defaultValue: 'de',
      options: [
        { label: 'Deutsch', value: 'de' },
        { label: 'English', value: 'en' },
      ],
    },
  ],
}
