import type { FieldHook } from 'payload'
import { readingTime } from '@/lib/text/readingTime'

/**
 * Minutes to read the rich-text `content`, recomputed whenever content is saved. Without content
 * in the write the stored value stays, so it cannot be set by hand through the API.
 */
export const computeReadingTime: FieldHook = ({ siblingData, previousValue }) =>
  siblingData.content !== undefined ? readingTime(siblingData.content) : previousValue
