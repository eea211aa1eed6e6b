import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { slugField } from '@/fields/slug'
import { validateHttpUrl } from '@/fields/validateUrl'

export const Partners: CollectionConfig = {
  slug: 'partners',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Partner', en: 'Partner' }, plural: { de: 'Partner', en: 'Partners' } },
  admin: { group: 'Company', useAsTitle: 'name', defaultColumns: ['name', 'kind', 'order'] },
  access: editorialAccess(anyone),
  defaultSort: 'order',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Name' },
    slugField({ from: 'name' }),
    { name: 'logo', type: 'upload', relationTo: 'media', required: true, label: 'Logo' },
    { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
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
    { name: 'featured', type: 'checkbox', defaultValue: false, label: { de: 'Hervorgehoben', en: 'Featured' }, admin: { position: 'sidebar' } },
    { name: 'order', type: 'number', defaultValue: 0, label: { de: 'Reihenfolge', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
