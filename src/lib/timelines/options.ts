/** Value sets of timelines, shared by the collection and the public API's filters. */
export const TIMELINE_TYPES = ['history', 'milestones', 'releases', 'career', 'events', 'process'] as const
export const TIMELINE_LAYOUTS = ['vertical', 'alternating', 'horizontal', 'compact'] as const
export const TIMELINE_DATE_TYPES = ['year', 'monthYear', 'fullDate', 'range', 'custom'] as const
export const TIMELINE_CATEGORIES = [
  'milestone',
  'founding',
  'product',
  'team',
  'award',
  'partnership',
  'expansion',
  'technology',
] as const
export const TIMELINE_IMPORTANCE = ['highlight', 'normal', 'minor'] as const
export const ACTION_REQUIRED = ['customer', 'internal', 'both', 'automatic'] as const
