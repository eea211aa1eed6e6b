import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'
import { group, row } from '@/fields/layout'
import { linkField } from '@/fields/link'
import { currencyField } from '@/fields/pricing'
import { AVAILABILITY, deriveAvailability, type Inventory } from '@/lib/products/inventory'
import { descriptionField, featuredField, orderField, teaserField } from '@/fields/presentation'
import { tenantPages } from '@/collections/presets/tenantContent'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { type OptionLabels, selectOptions } from '@/fields/selectOptions'
import labels from '@/collections/optionLabels.json' with { type: 'json' }

const AVAILABILITY_LABELS: OptionLabels<typeof AVAILABILITY> = labels.productAvailability

const compareAtAboveAmount: NumberFieldSingleValidation = (value, { req, siblingData }) => {
  const amount = (siblingData as { amount?: number | null }).amount
  if (value === null || value === undefined || typeof amount !== 'number') return true
  return value > amount
    ? true
    : localizedMessage(req, {
        de: 'Der Streichpreis muss höher als der Preis sein',
        en: 'The original price must be higher than the price',
      })
}

export const Products: CollectionConfig = tenantPages({
  slug: 'products',
  labels: { singular: { de: 'Produkt', en: 'Product' }, plural: { de: 'Produkte', en: 'Products' } },
  admin: { defaultColumns: ['title', 'categories', 'featured', '_status'] },
  defaultSort: 'order',
  content: [
    teaserField('shortDescription', 'Short description'),
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, label: { de: 'Bilder', en: 'Images' } },
    descriptionField({ richText: true }),
    linkField({ name: 'cta', label: { de: 'Call to Action', en: 'Call to action' } }),
  ],
  tabs: [
    {
      label: { de: 'Preis & Bestand', en: 'Pricing & inventory' },
      fields: [
        group('price', { de: 'Preis', en: 'Price' }, [
          row([
            { name: 'amount', type: 'number', min: 0, label: { de: 'Preis', en: 'Price' } },
            {
              name: 'compareAtAmount',
              type: 'number',
              min: 0,
              label: { de: 'Streichpreis', en: 'Original price' },
              validate: compareAtAboveAmount,
            },
            currencyField,
          ]),
          {
            name: 'taxIncluded',
            type: 'checkbox',
            defaultValue: true,
            label: { de: 'inkl. MwSt.', en: 'VAT included' },
          },
          { name: 'note', type: 'text', localized: true, label: { de: 'Hinweis', en: 'Note' } },
        ]),
        {
          name: 'inventory',
          type: 'group',
          label: { de: 'Bestand', en: 'Inventory' },
          hooks: {
            beforeChange: [
              ({ value }) =>
                value && typeof value === 'object'
                  ? { ...value, availability: deriveAvailability(value as Inventory) }
                  : value,
            ],
          },
          fields: [
            { name: 'sku', type: 'text', label: 'SKU' },
            {
              name: 'trackInventory',
              type: 'checkbox',
              defaultValue: false,
              label: { de: 'Bestand führen', en: 'Track inventory' },
            },
            row([
              {
                name: 'stock',
                type: 'number',
                min: 0,
                label: { de: 'Bestand', en: 'Stock' },
                admin: { condition: (_d, s) => Boolean(s?.trackInventory) },
              },
              {
                name: 'lowStockThreshold',
                type: 'number',
                min: 0,
                defaultValue: 3,
                label: { de: 'Warnschwelle', en: 'Low-stock threshold' },
                admin: { condition: (_d, s) => Boolean(s?.trackInventory) },
              },
            ]),
            {
              name: 'availability',
              type: 'select',
              defaultValue: 'in_stock',
              label: { de: 'Verfügbarkeit', en: 'Availability' },
              options: selectOptions(AVAILABILITY, AVAILABILITY_LABELS),
              admin: {
                description: { de: 'Bei geführtem Bestand automatisch.', en: 'Automatic when inventory is tracked.' },
              },
            },
          ],
        },
      ],
    },
  ],
  sidebar: [
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'product-categories',
      hasMany: true,
      label: { de: 'Kategorien', en: 'Categories' },
    },
    featuredField(),
    orderField(),
  ],
})
