import type { FieldHook } from 'payload'
import { readingTime } from '@/lib/text/readingTime'

/**
 * Minutes to read the rich-text `content` of the locale being saved, recomputed on every save
 * (updates see the stored content merged with the submitted data), so it cannot be set by hand.
 */
export const computeReadingTime: FieldHook = ({ siblingData }) => readingTime(siblingData.content)
