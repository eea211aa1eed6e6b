import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { slugField } from '@/fields/slug'

/** Hierarchical: `parent` and `breadcrumbs` come from the nested-docs plugin (custom.nestedDocs). */
export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  custom: { tenantScoped: true, nestedDocs: true },
  labels: { singular: { de: 'Produktkategorie', en: 'Product category' }, plural: { de: 'Produktkategorien', en: 'Product categories' } },
  admin: { group: 'Catalogue', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'parent', 'order'] },
  access: editorialAccess(anyone),
  defaultSort: 'order',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: 'Name' },
    slugField({ from: 'name' }),
    { name: 'description', type: 'textarea', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: { de: 'Bild', en: 'Image' } },
    { name: 'order', type: 'number', defaultValue: 0, label: { de: 'Reihenfolge', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
