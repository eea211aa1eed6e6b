import type { CollectionConfig, PayloadRequest } from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { introFields, nameField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

const HEX_COLOR = /^#[0-9a-f]{6}$/i

export const Tags: CollectionConfig = tenantContent({
  slug: 'tags',
  labels: { singular: { de: 'Schlagwort', en: 'Tag' }, plural: { de: 'Schlagwörter', en: 'Tags' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'color'] },
  fields: [
    ...introFields({ title: nameField() }),
    {
      name: 'color',
      type: 'text',
      label: { de: 'Farbe', en: 'Color' },
      admin: { position: 'sidebar', description: { de: 'Hex-Farbe #RRGGBB', en: '#RRGGBB' } },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        !value || HEX_COLOR.test(value)
          ? true
          : localizedMessage(req, { de: 'Eine Hex-Farbe wie #1e88e5 angeben', en: 'Use a hex color like #1e88e5' }),
    },
  ],
})
