import type { CollectionConfig } from 'payload'
import { labelledOptions } from '@/fields/selectOptions'
import { slugField } from '@/fields/slug'
import { validateHttpUrl } from '@/fields/validateUrl'
import { descriptionField, featuredField, nameField, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'
import labels from '@/collections/optionLabels.json' with { type: 'json' }

export const Partners: CollectionConfig = tenantContent({
  slug: 'partners',
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
      options: labelledOptions(labels.partnerKind),
      admin: { position: 'sidebar' },
    },
    featuredField(),
    orderField(),
  ],
})
