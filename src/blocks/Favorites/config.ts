import type { Block } from 'payload'
import { FAVORITE_CATEGORIES } from '@/collections/Favorites'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'

export const FAVORITE_SOURCES = ['category', 'manual'] as const
export const FAVORITE_LAYOUTS = ['grid', 'list', 'cards'] as const
export const FAVORITE_MAX_ITEMS = 30

/** German and English names of the favorites' categories (the collection labels them by value). */
export const FAVORITE_CATEGORY_LABELS: Record<(typeof FAVORITE_CATEGORIES)[number], { de: string; en: string }> = {
  equipment: { de: 'Ausstattung', en: 'Equipment' },
  software: { de: 'Software', en: 'Software' },
  books: { de: 'Bücher', en: 'Books' },
  courses: { de: 'Kurse', en: 'Courses' },
  care: { de: 'Pflege', en: 'Care' },
  accessories: { de: 'Zubehör', en: 'Accessories' },
  other: { de: 'Sonstiges', en: 'Other' },
}

export const FavoritesBlock: Block = {
  slug: 'favorites',
  interfaceName: 'FavoritesBlock',
  labels: { singular: { de: 'Empfehlungen', en: 'Favorites' }, plural: { de: 'Empfehlungs-Blöcke', en: 'Favorites blocks' } },
  fields: [
    headingField(),
    sourceField(FAVORITE_SOURCES, { category: { de: 'Nach Kategorie (leer: alle)', en: 'By category (empty: all)' } }),
    {
      name: 'category',
      type: 'select',
      options: selectOptions(FAVORITE_CATEGORIES, FAVORITE_CATEGORY_LABELS),
      label: { de: 'Kategorie', en: 'Category' },
      admin: { condition: (_data, sibling) => sibling?.source === 'category' },
    },
    pickedDocuments({ name: 'favorites', relationTo: 'favorites', maxRows: FAVORITE_MAX_ITEMS, label: { de: 'Empfehlungen', en: 'Favorites' } }),
    {
      type: 'row',
      fields: [
        layoutField(FAVORITE_LAYOUTS, { grid: { de: 'Raster', en: 'Grid' }, list: { de: 'Liste', en: 'List' }, cards: { de: 'Große Karten', en: 'Large cards' } }),
        limitField({ max: FAVORITE_MAX_ITEMS, defaultValue: 6 }),
        { name: 'showBadge', type: 'checkbox', defaultValue: true, label: { de: 'Badge zeigen', en: 'Show badge' } },
        { name: 'showPriceRange', type: 'checkbox', defaultValue: true, label: { de: 'Preisklasse zeigen', en: 'Show price range' } },
      ],
    },
  ],
}
