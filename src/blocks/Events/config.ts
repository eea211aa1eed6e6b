import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'
import { headingField, rangeField, siblingIs } from '../shared/fieldPresets'

export const EVENT_SOURCES = ['upcoming', 'manual'] as const
export const EVENT_LAYOUTS = ['list', 'calendar'] as const
export const EVENT_MAX_ITEMS = 50
/** Consecutive months the calendar shows, starting with the current one. */
export const EVENT_CALENDAR_MONTHS = { min: 1, max: 6, default: 1 } as const

export const EventsBlock = pageBlock({
  slug: 'events',
  interfaceName: 'EventsBlock',
  group: 'lists',
  description: {
    de: 'Kommende Veranstaltungen als Liste oder Monatskalender',
    en: 'Upcoming events as a list or a month calendar',
  },
  labels: {
    singular: { de: 'Veranstaltungen', en: 'Events' },
    plural: { de: 'Veranstaltungs-Blöcke', en: 'Events blocks' },
  },
  fields: [
    headingField(),
    sourceField(EVENT_SOURCES, { upcoming: { de: 'Alle kommenden', en: 'All upcoming' } }),
    pickedDocuments({
      name: 'events',
      relationTo: 'events',
      maxRows: EVENT_MAX_ITEMS,
      label: { de: 'Veranstaltungen', en: 'Events' },
    }),
    row([
      layoutField(EVENT_LAYOUTS, { calendar: { de: 'Monatskalender', en: 'Month calendar' } }),
      limitField({ max: EVENT_MAX_ITEMS, defaultValue: 10 }),
      rangeField(
        'months',
        EVENT_CALENDAR_MONTHS,
        { de: 'Monate', en: 'Months' },
        { admin: { step: 1, condition: siblingIs('layout', 'calendar') } },
      ),
    ]),
  ],
})
