import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { iconField } from '@/fields/icon'
import { slugField } from '@/fields/slug'

export const ServiceCategories: CollectionConfig = {
  slug: 'service-categories',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Leistungskategorie', en: 'Service category' }, plural: { de: 'Leistungskategorien', en: 'Service categories' } },
  admin: { group: 'Services', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'] },
  access: editorialAccess(anyone),
  defaultSort: 'order',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: 'Name' },
    slugField({ from: 'name' }),
    { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    iconField(),
    { name: 'order', type: 'number', defaultValue: 0, label: { de: 'Reihenfolge', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
