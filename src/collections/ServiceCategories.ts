import type { CollectionConfig } from 'payload'
import { iconField } from '@/fields/icon'
import { slugField } from '@/fields/slug'
import { descriptionField, nameField, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

export const ServiceCategories: CollectionConfig = tenantContent({
  slug: 'service-categories',
  group: 'services',
  labels: { singular: { de: 'Leistungskategorie', en: 'Service category' }, plural: { de: 'Leistungskategorien', en: 'Service categories' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'] },
  defaultSort: 'order',
  fields: [
    nameField(),
    slugField({ from: 'name' }),
    descriptionField(),
    iconField(),
    orderField(),
  ],
})
