import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { slugField } from '@/fields/slug'
import { validateHttpUrl } from '@/fields/validateUrl'

export const FAVORITE_CATEGORIES = ['equipment', 'software', 'books', 'courses', 'care', 'accessories', 'other'] as const
export const PRICE_RANGES = ['budget', 'mid', 'premium', 'luxury'] as const
export const AFFILIATE_NETWORKS = ['none', 'amazon', 'awin', 'digistore24', 'tradedoubler', 'other'] as const

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** Recommended products ("our favourites"), optionally as affiliate links. */
export const Favorites: CollectionConfig = {
  slug: 'favorites',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Empfehlung', en: 'Favorite' }, plural: { de: 'Empfehlungen', en: 'Favorites' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'priceRange', 'affiliateNetwork'], group: { de: 'Inhalte', en: 'Content' } },
  access: editorialAccess(anyone),
  defaultSort: 'order',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { de: 'Titel', en: 'Title' } },
    slugField(),
    { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: { de: 'Bild', en: 'Image' } },
    { name: 'url', type: 'text', validate: validateHttpUrl, label: { de: 'Link', en: 'Link' } },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', required: true, defaultValue: 'other', index: true, options: options(FAVORITE_CATEGORIES), label: { de: 'Kategorie', en: 'Category' } },
        { name: 'badge', type: 'text', localized: true, label: { de: 'Badge', en: 'Badge' }, admin: { description: { de: 'z. B. „Unser Tipp“', en: 'e.g. "Our pick"' } } },
        { name: 'priceRange', type: 'select', options: options(PRICE_RANGES), label: { de: 'Preisklasse', en: 'Price range' } },
        {
          name: 'affiliateNetwork',
          type: 'select',
          required: true,
          defaultValue: 'none',
          options: options(AFFILIATE_NETWORKS),
          label: { de: 'Partnerprogramm', en: 'Affiliate network' },
        },
      ],
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, label: { de: 'Hervorgehoben', en: 'Featured' }, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', defaultValue: 0, label: { de: 'Reihenfolge', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
