import { WEEKDAYS } from '@/lib/locations/openingHours'
import type { OptionLabels } from './selectOptions'
import labels from './vocabularyLabels.json' with { type: 'json' }

/*
 * Option values the collections store and the blocks show or filter by, with their `{ de, en }` names
 * (a data table, vocabularyLabels.json; the types check that it names every value). Collections and blocks
 * both import them from here, so no block imports a collection.
 */

export const DOWNLOAD_CATEGORIES = [
  'brochure',
  'form',
  'price_list',
  'manual',
  'certificate',
  'press',
  'other',
] as const
export const DOWNLOAD_CATEGORY_LABELS: OptionLabels<typeof DOWNLOAD_CATEGORIES> = labels.downloadCategory

export const JOB_WORKPLACES = ['onsite', 'hybrid', 'remote'] as const
export const JOB_WORKPLACE_LABELS: OptionLabels<typeof JOB_WORKPLACES> = labels.jobWorkplace

export const JOB_EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'mini_job',
  'apprenticeship',
  'internship',
  'freelance',
] as const
export const JOB_EMPLOYMENT_TYPE_LABELS: OptionLabels<typeof JOB_EMPLOYMENT_TYPES> = labels.jobEmploymentType

export const WEEKDAY_LABELS: OptionLabels<typeof WEEKDAYS> = labels.weekday

export const FAVORITE_CATEGORIES = [
  'equipment',
  'software',
  'books',
  'courses',
  'care',
  'accessories',
  'other',
] as const
/** German and English names of the favorites' categories (the collection labels them by value). */
export const FAVORITE_CATEGORY_LABELS: OptionLabels<typeof FAVORITE_CATEGORIES> = labels.favoriteCategory
