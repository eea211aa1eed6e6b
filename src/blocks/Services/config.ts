import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'
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
    sourceField(SERVICE_SOURCES, {
      all: { de: 'Alle aktiven', en: 'All active' },
      featured: { de: 'Hervorgehobene', en: 'Featured' },
      category: { de: 'Eine Kategorie', en: 'One category' },
    }),
    tenantRelation({
      name: 'category',
      relationTo: 'service-categories',
      label: { de: 'Kategorie', en: 'Category' },
      admin: { condition: (_data, sibling) => sibling?.source === 'category' },
    }),
    pickedDocuments({ name: 'services', relationTo: 'services', maxRows: SERVICE_MAX_ITEMS, label: { de: 'Leistungen', en: 'Services' } }),
    {
      type: 'row',
      fields: [
        layoutField(SERVICE_LAYOUTS, {
          grid: { de: 'Karten', en: 'Cards' },
          list: { de: 'Liste', en: 'List' },
          tabs: { de: 'Reiter', en: 'Tabs' },
          accordion: { de: 'Akkordeon', en: 'Accordion' },
          featured: { de: 'Erste groß, Rest als Karten', en: 'First large, the rest as cards' },
        }),
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
