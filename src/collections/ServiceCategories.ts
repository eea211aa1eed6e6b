import type { CollectionConfig } from 'payload'
import { iconField } from '@/fields/icon'
import { tenantCategories } from '@/collections/presets/categories'

export const ServiceCategories: CollectionConfig = tenantCategories({
  slug: 'service-categories',
  labels: {
    singular: { de: 'Leistungskategorie', en: 'Service category' },
    plural: { de: 'Leistungskategorien', en: 'Service categories' },
  },
  fields: [iconField()],
})
