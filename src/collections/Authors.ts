import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { slugField } from '@/fields/slug'
import { socialLinksField } from '@/fields/socialLinks'

export const Authors: CollectionConfig = {
  slug: 'authors',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Autor:in', en: 'Author' }, plural: { de: 'Autor:innen', en: 'Authors' } },
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'role', 'slug'] },
  access: editorialAccess(anyone),
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Name' },
    slugField({ from: 'name' }),
    { name: 'role', type: 'text', localized: true, label: { de: 'Funktion', en: 'Role' } },
    { name: 'avatar', type: 'upload', relationTo: 'media', label: { de: 'Foto', en: 'Avatar' } },
    { name: 'bio', type: 'textarea', localized: true, label: { de: 'Kurzbiografie', en: 'Bio' } },
    socialLinksField(),
  ],
}
