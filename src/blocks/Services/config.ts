import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'
import { headingField, selectField, siblingIs } from '../shared/fieldPresets'
import { tenantRelation } from '../shared/sameTenant'

export const SERVICE_SOURCES = ['all', 'featured', 'category', 'manual'] as const
export const SERVICE_LAYOUTS = ['grid', 'list', 'tabs', 'accordion', 'featured'] as const
/** How the cards of the `grid` and `featured` layouts are arranged. */
export const SERVICE_PRESENTATIONS = ['grid', 'slider', 'compact', 'masonry'] as const
export const SERVICE_MAX_ITEMS = 30

const cardLayout = (_data: unknown, sibling: { layout?: string } | undefined) =>
  sibling?.layout === 'grid' || sibling?.layout === 'featured'

export const ServicesBlock = pageBlock({
  slug: 'services',
  interfaceName: 'ServicesBlock',
  group: 'lists',
  description: { de: 'Ihre Leistungen als Karten, Liste oder Reiter', en: 'Your services as cards, a list or tabs' },
  labels: {
    singular: { de: 'Leistungen', en: 'Services' },
    plural: { de: 'Leistungs-Blöcke', en: 'Services blocks' },
  },
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
      admin: { condition: siblingIs('source', 'category') },
    }),
    pickedDocuments({
      name: 'services',
      relationTo: 'services',
      maxRows: SERVICE_MAX_ITEMS,
      label: { de: 'Leistungen', en: 'Services' },
    }),
    row([
      layoutField(SERVICE_LAYOUTS, {
        grid: { de: 'Karten', en: 'Cards' },
        tabs: { de: 'Reiter', en: 'Tabs' },
        accordion: { de: 'Akkordeon', en: 'Accordion' },
        featured: { de: 'Erste groß, Rest als Karten', en: 'First large, the rest as cards' },
      }),
      selectField('presentation', SERVICE_PRESENTATIONS, {
        defaultValue: 'grid',
        label: { de: 'Darstellung der Karten', en: 'Card presentation' },
        admin: { condition: cardLayout },
      }),
      limitField({ max: SERVICE_MAX_ITEMS, defaultValue: 9 }),
    ]),
  ],
})
