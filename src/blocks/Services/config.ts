import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, limitField } from '../shared/blockFields'
import { tenantRelation } from '../shared/sameTenant'

export const SERVICE_SOURCES = ['all', 'featured', 'category', 'manual'] as const
export const SERVICE_LAYOUTS = ['grid', 'list', 'tabs', 'accordion', 'featured'] as const
/** How the cards of the `grid` and `featured` layouts are arranged. */
export const SERVICE_PRESENTATIONS = ['grid', 'slider', 'compact', 'masonry'] as const
export const SERVICE_MAX_ITEMS = 30

const cardLayout = (_data: unknown, sibling: { layout?: string } | undefined) => sibling?.layout === 'grid' || sibling?.layout === 'featured'

export const ServicesBlock: Block = {
  slug: 'services',
  interfaceName: 'ServicesBlock',
  labels: { singular: { de: 'Leistungen', en: 'Services' }, plural: { de: 'Leistungs-Blöcke', en: 'Services blocks' } },
  fields: [
    headingField(),
    {
      name: 'source',
      type: 'select',
      defaultValue: 'all',
      options: selectOptions(SERVICE_SOURCES, {
        all: { de: 'Alle aktiven', en: 'All active' },
        featured: { de: 'Hervorgehobene', en: 'Featured' },
        category: { de: 'Eine Kategorie', en: 'One category' },
        manual: { de: 'Auswahl', en: 'Manual selection' },
      }),
      label: { de: 'Quelle', en: 'Source' },
    },
    tenantRelation({
      name: 'category',
      relationTo: 'service-categories',
      label: { de: 'Kategorie', en: 'Category' },
      admin: { condition: (_data, sibling) => sibling?.source === 'category' },
    }),
    tenantRelation({
      name: 'services',
      relationTo: 'services',
      hasMany: true,
      maxRows: SERVICE_MAX_ITEMS,
      label: { de: 'Leistungen', en: 'Services' },
      admin: { condition: (_data, sibling) => sibling?.source === 'manual' },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'grid',
          options: selectOptions(SERVICE_LAYOUTS, {
            grid: { de: 'Karten', en: 'Cards' },
            list: { de: 'Liste', en: 'List' },
            tabs: { de: 'Reiter', en: 'Tabs' },
            accordion: { de: 'Akkordeon', en: 'Accordion' },
            featured: { de: 'Erste groß, Rest als Karten', en: 'First large, the rest as cards' },
          }),
          label: 'Layout',
        },
        {
          name: 'presentation',
          type: 'select',
          defaultValue: 'grid',
          options: selectOptions(SERVICE_PRESENTATIONS, {
            grid: { de: 'Raster', en: 'Grid' },
            slider: { de: 'Slider', en: 'Slider' },
            compact: { de: 'Kompakt', en: 'Compact' },
            masonry: { de: 'Mauerwerk', en: 'Masonry' },
          }),
          label: { de: 'Darstellung der Karten', en: 'Card presentation' },
          admin: { condition: cardLayout },
        },
        limitField({ max: SERVICE_MAX_ITEMS, defaultValue: 9 }),
      ],
    },
  ],
}
