import { FAVORITE_CATEGORIES, FAVORITE_CATEGORY_LABELS } from '@/fields/vocabulary'
import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'
import { checkboxField, headingField, selectField, siblingIs } from '../shared/fieldPresets'

export const FAVORITE_SOURCES = ['category', 'manual'] as const
export const FAVORITE_LAYOUTS = ['grid', 'list', 'cards'] as const
export const FAVORITE_MAX_ITEMS = 30

export const FavoritesBlock = pageBlock({
  slug: 'favorites',
  interfaceName: 'FavoritesBlock',
  group: 'lists',
  description: {
    de: 'Empfehlungen als Karten oder Liste, mit Badge und Preisklasse',
    en: 'Recommendations as cards or a list, with badge and price range',
  },
  labels: {
    singular: { de: 'Empfehlungen', en: 'Favorites' },
    plural: { de: 'Empfehlungs-Blöcke', en: 'Favorites blocks' },
  },
  fields: [
    headingField(),
    sourceField(FAVORITE_SOURCES, { category: { de: 'Nach Kategorie (leer: alle)', en: 'By category (empty: all)' } }),
    selectField('category', FAVORITE_CATEGORIES, {
      labels: FAVORITE_CATEGORY_LABELS,
      label: { de: 'Kategorie', en: 'Category' },
      admin: { condition: siblingIs('source', 'category') },
    }),
    pickedDocuments({
      name: 'favorites',
      relationTo: 'favorites',
      maxRows: FAVORITE_MAX_ITEMS,
      label: { de: 'Empfehlungen', en: 'Favorites' },
    }),
    row([
      layoutField(FAVORITE_LAYOUTS, { cards: { de: 'Große Karten', en: 'Large cards' } }),
      limitField({ max: FAVORITE_MAX_ITEMS, defaultValue: 6 }),
      checkboxField('showBadge', { de: 'Badge zeigen', en: 'Show badge' }),
      checkboxField('showPriceRange', { de: 'Preisklasse zeigen', en: 'Show price range' }),
    ]),
  ],
})
