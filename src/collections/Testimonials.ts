import type { CollectionConfig } from 'payload'
import { testimonialFields } from '@/blocks/Testimonials/fields'
import { tenantContent } from '@/collections/presets/tenantContent'
import { featuredField, orderField } from '@/fields/presentation'

/** Customer voices a tenant shows in the testimonials block. */
export const Testimonials: CollectionConfig = tenantContent({
  slug: 'testimonials',
  uniqueSlug: false,
  labels: { singular: { de: 'Kundenstimme', en: 'Testimonial' }, plural: { de: 'Kundenstimmen', en: 'Testimonials' } },
  admin: { useAsTitle: 'author', defaultColumns: ['author', 'company', 'rating', 'order'] },
  defaultSort: 'order',
  fields: [...testimonialFields, featuredField({ index: true }), orderField()],
})
