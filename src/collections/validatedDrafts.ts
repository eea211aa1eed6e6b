import type { CollectionConfig } from 'payload'

/**
 * Versions with drafts that are validated like published saves. A new draft is a row in the main
 * table, so without validation a duplicate slug would reach the (tenant, slug) unique index and
 * surface as a database error instead of the slug field's message.
 */
export const validatedDrafts = (maxPerDoc = 25): CollectionConfig['versions'] => ({
  drafts: { validate: true },
  maxPerDoc,
})
