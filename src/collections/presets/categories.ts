import type { CollectionConfig, Field } from 'payload'
import { introFields, nameField, orderField } from '@/fields/presentation'
import { tenantContent } from './tenantContent'
import type { AdminGroup } from './adminGroups'

type CategoryOptions = Pick<CollectionConfig, 'slug' | 'labels'> & {
  group?: AdminGroup
  /** Fields between the description and the sort position (an icon, an image). */
  fields?: Field[]
  defaultColumns?: string[]
  custom?: Record<string, unknown>
}

/** A tenant's categories of one collection: name, slug from the name, description, manual order. */
export const tenantCategories = ({
  fields = [],
  defaultColumns = ['name', 'slug', 'order'],
  ...config
}: CategoryOptions): CollectionConfig =>
  tenantContent({
    ...config,
    admin: { useAsTitle: 'name', defaultColumns },
    defaultSort: 'order',
    fields: [...introFields({ title: nameField() }), ...fields, orderField()],
  })
