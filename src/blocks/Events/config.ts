import type { Block } from 'payload'
import { headingField, layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'

export const EVENT_SOURCES = ['upcoming', 'manual'] as const
export const EVENT_LAYOUTS = ['list', 'calendar'] as const
export const EVENT_MAX_ITEMS = 50
/** Consecutive months the calendar shows, starting with the current one. */
export const EVENT_CALENDAR_MONTHS = { min: 1, max: 6, default: 1 } as const

export const EventsBlock: Block = {
  slug: 'events',
  interfaceName: 'EventsBlock',
  labels: { singular: { de: 'Veranstaltungen', en: 'Events' }, plural: { de: 'Veranstaltungs-Blöcke', en: 'Events blocks' } },
  fields: [
    headingField(),
    sourceField(EVENT_SOURCES, { upcoming: { de: 'Alle kommenden', en: 'All upcoming' } }),
    pickedDocuments({ name: 'events', relationTo: 'events', maxRows: EVENT_MAX_ITEMS, label: { de: 'Veranstaltungen', en: 'Events' } }),
    {
      type: 'row',
      fields: [
        layoutField(EVENT_LAYOUTS, { list: { de: 'Liste', en: 'List' }, calendar: { de: 'Monatskalender', en: 'Month calendar' } }),
        limitField({ max: EVENT_MAX_ITEMS, defaultValue: 10 }),
        {
          name: 'months',
          type: 'number',
          min: EVENT_CALENDAR_MONTHS.min,
          max: EVENT_CALENDAR_MONTHS.max,
          defaultValue: EVENT_CALENDAR_MONTHS.default,
          label: { de: 'Monate', en: 'Months' },
          admin: { step: 1, condition: (_data, sibling) => sibling?.layout === 'calendar' },
        },
      ],
    },
  ],
}
