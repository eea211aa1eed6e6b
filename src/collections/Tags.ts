import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { slugField } from '@/fields/slug'

const HEX_COLOR = /^#[0-9a-f]{6}$/i

export const Tags: CollectionConfig = {
  slug: 'tags',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Schlagwort', en: 'Tag' }, plural: { de: 'Schlagwörter', en: 'Tags' } },
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'color'] },
  access: editorialAccess(anyone),
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: 'Name' },
    slugField({ from: 'name' }),
    { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    {
      name: 'color',
      type: 'text',
      label: { de: 'Farbe', en: 'Color' },
      admin: { position: 'sidebar', description: '#RRGGBB' },
      validate: (value: string | null | undefined) => (!value || HEX_COLOR.test(value) ? true : 'Use a hex color like #1e88e5'),
    },
  ],
}
