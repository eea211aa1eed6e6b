import { pageBlock } from '../shared/pageBlock'
import { layoutField } from '../shared/blockFields'
import { headingField } from '../shared/fieldPresets'
import { tenantRelation } from '../shared/sameTenant'

/** The collections an editor may feature in one block, mixed. */
export const FEATURED_COLLECTIONS = ['posts', 'services', 'portfolios', 'products', 'events'] as const
export const FEATURED_LAYOUTS = ['grid', 'list', 'hero'] as const
export const FEATURED_MAX_ITEMS = 12

export const FeaturedContentBlock = pageBlock({
  slug: 'featuredContent',
  interfaceName: 'FeaturedContentBlock',
  group: 'content',
  description: {
    de: 'Ausgewählte Beiträge, Leistungen, Produkte oder Termine als Karten',
    en: 'Chosen posts, services, products or events as cards',
  },
  labels: {
    singular: { de: 'Empfohlene Inhalte', en: 'Featured content' },
    plural: { de: 'Empfohlene Inhalte', en: 'Featured content' },
  },
  fields: [
    headingField(),
    tenantRelation({
      name: 'items',
      relationTo: [...FEATURED_COLLECTIONS],
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: FEATURED_MAX_ITEMS,
      label: {
        de: 'Beiträge, Leistungen, Referenzen, Produkte oder Veranstaltungen',
        en: 'Posts, services, portfolio items, products or events',
      },
    }),
    layoutField(FEATURED_LAYOUTS, {
      grid: { de: 'Karten', en: 'Cards' },
      hero: { de: 'Erster groß, Rest als Karten', en: 'First large, the rest as cards' },
    }),
  ],
})
