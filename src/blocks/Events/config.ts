import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, limitField } from '../shared/blockFields'
import { tenantRelation } from '../shared/sameTenant'

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
    {
      name: 'source',
      type: 'select',
      defaultValue: 'upcoming',
      options: selectOptions(EVENT_SOURCES, { upcoming: { de: 'Alle kommenden', en: 'All upcoming' }, manual: { de: 'Auswahl', en: 'Manual selection' } }),
      label: { de: 'Quelle', en: 'Source' },
    },
    tenantRelation({
      name: 'events',
      relationTo: 'events',
      hasMany: true,
      maxRows: EVENT_MAX_ITEMS,
      label: { de: 'Veranstaltungen', en: 'Events' },
      admin: { condition: (_data, sibling) => sibling?.source === 'manual' },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'list',
          options: selectOptions(EVENT_LAYOUTS, { list: { de: 'Liste', en: 'List' }, calendar: { de: 'Monatskalender', en: 'Month calendar' } }),
          label: 'Layout',
        },
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
