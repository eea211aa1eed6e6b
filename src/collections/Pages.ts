import type { CollectionConfig } from 'payload'
import { tenantEditorsOrSuperAdmin } from '@/access/tenantEditorsOrSuperAdmin'
import { tenantMembersOrPublished } from '@/access/tenantMembersOrPublished'
import { ContentBlock } from '@/blocks/Content/config'
import { slugField } from '@/fields/slug'

export const Pages: CollectionConfig = {
  slug: 'pages',
  custom: { tenantScoped: true },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Content' },
  access: {
    create: tenantEditorsOrSuperAdmin,
    delete: tenantEditorsOrSuperAdmin,
    read: tenantMembersOrPublished,
    update: tenantEditorsOrSuperAdmin,
  },
  // Backstop for the slug validator under concurrent saves.
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  versions: { drafts: true, maxPerDoc: 50 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'layout', type: 'blocks', blocks: [ContentBlock] },
  ],
}
