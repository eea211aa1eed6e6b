import type { CollectionConfig } from 'payload'
import { slugField } from '@/fields/slug'
import { socialLinksField } from '@/fields/socialLinks'
import { nameField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

export const Authors: CollectionConfig = tenantContent({
  slug: 'authors',
  labels: { singular: { de: 'Autor:in', en: 'Author' }, plural: { de: 'Autor:innen', en: 'Authors' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'slug'] },
  fields: [
    nameField({ localized: false }),
    slugField({ from: 'name' }),
    { name: 'role', type: 'text', localized: true, label: { de: 'Funktion', en: 'Role' } },
    { name: 'avatar', type: 'upload', relationTo: 'media', label: { de: 'Foto', en: 'Avatar' } },
    { name: 'bio', type: 'textarea', localized: true, label: { de: 'Kurzbiografie', en: 'Bio' } },
    socialLinksField(),
  ],
})
