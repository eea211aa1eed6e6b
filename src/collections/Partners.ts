import type { CollectionConfig } from 'payload'
import { slugField } from '@/fields/slug'
import { validateHttpUrl } from '@/fields/validateUrl'
import { descriptionField, featuredField, nameField, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

export const Partners: CollectionConfig = tenantContent({
  slug: 'partners',
  group: 'company',
  labels: { singular: { de: 'Partner', en: 'Partner' }, plural: { de: 'Partner', en: 'Partners' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'order'] },
  defaultSort: 'order',
  fields: [
    nameField({ localized: false }),
    slugField({ from: 'name' }),
    { name: 'logo', type: 'upload', relationTo: 'media', required: true, label: 'Logo' },
    descriptionField(),
    { name: 'website', type: 'text', label: 'Website', validate: validateHttpUrl },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'partner',
      label: { de: 'Art', en: 'Kind' },
      options: [
        { label: { de: 'Partner', en: 'Partner' }, value: 'partner' },
        { label: { de: 'Kunde', en: 'Client' }, value: 'client' },
        { label: { de: 'Lieferant', en: 'Supplier' }, value: 'supplier' },
        { label: { de: 'Sponsor', en: 'Sponsor' }, value: 'sponsor' },
        { label: { de: 'Verband / Zertifizierer', en: 'Association' }, value: 'association' },
      ],
      admin: { position: 'sidebar' },
    },
    featuredField(),
    orderField(),
  ],
})
