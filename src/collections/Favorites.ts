import type { CollectionConfig } from 'payload'
import { row } from '@/fields/layout'
import { imageField } from '@/fields/media'
import { validateHttpUrl } from '@/fields/validateUrl'
import { featuredField, introFields, orderField } from '@/fields/presentation'
import { selectOptions } from '@/fields/selectOptions'
import { tenantContent } from '@/collections/presets/tenantContent'
import { FAVORITE_CATEGORIES } from '@/fields/vocabulary'

export const PRICE_RANGES = ['budget', 'mid', 'premium', 'luxury'] as const
export const AFFILIATE_NETWORKS = ['none', 'amazon', 'awin', 'digistore24', 'tradedoubler', 'other'] as const

/** Recommended products ("our favourites"), optionally as affiliate links. */
export const Favorites: CollectionConfig = tenantContent({
  slug: 'favorites',
  // Part of the catalogue module, but editors find recommendations next to the other content.
  group: 'content',
  labels: { singular: { de: 'Empfehlung', en: 'Favorite' }, plural: { de: 'Empfehlungen', en: 'Favorites' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'priceRange', 'affiliateNetwork'] },
  defaultSort: 'order',
  fields: [
    ...introFields(),
    imageField(),
    { name: 'url', type: 'text', validate: validateHttpUrl, label: { de: 'Link', en: 'Link' } },
    row([
      {
        name: 'category',
        type: 'select',
        required: true,
        defaultValue: 'other',
        index: true,
        options: selectOptions(FAVORITE_CATEGORIES),
        label: { de: 'Kategorie', en: 'Category' },
      },
      {
        name: 'badge',
        type: 'text',
        localized: true,
        label: { de: 'Badge', en: 'Badge' },
        admin: { description: { de: 'z. B. „Unser Tipp“', en: 'e.g. "Our pick"' } },
      },
      {
        name: 'priceRange',
        type: 'select',
        options: selectOptions(PRICE_RANGES),
        label: { de: 'Preisklasse', en: 'Price range' },
      },
      {
        name: 'affiliateNetwork',
        type: 'select',
        required: true,
        defaultValue: 'none',
        options: selectOptions(AFFILIATE_NETWORKS),
        label: { de: 'Partnerprogramm', en: 'Affiliate network' },
      },
    ]),
    featuredField(),
    orderField(),
  ],
})
