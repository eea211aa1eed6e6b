import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { headingField } from '../shared/blockFields'
import { tenantRelation } from '../shared/sameTenant'

export const LOCATION_SOURCES = ['all', 'manual'] as const
export const LOCATION_LAYOUTS = ['cards', 'list'] as const
export const LOCATION_MAX_ITEMS = 30

export const LocationsBlock: Block = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  labels: { singular: { de: 'Standorte', en: 'Locations' }, plural: { de: 'Standort-Blöcke', en: 'Locations blocks' } },
  fields: [
    headingField(),
    {
      name: 'source',
      type: 'select',
      defaultValue: 'all',
      options: selectOptions(LOCATION_SOURCES, { all: { de: 'Alle Standorte', en: 'All locations' }, manual: { de: 'Auswahl', en: 'Manual selection' } }),
      label: { de: 'Quelle', en: 'Source' },
    },
    tenantRelation({
      name: 'locations',
      relationTo: 'locations',
      hasMany: true,
      maxRows: LOCATION_MAX_ITEMS,
      label: { de: 'Standorte', en: 'Locations' },
      admin: { condition: (_data, sibling) => sibling?.source === 'manual' },
    }),
    {
      type: 'row',
      fields: [
        { name: 'layout', type: 'select', defaultValue: 'cards', options: selectOptions(LOCATION_LAYOUTS, { cards: { de: 'Karten', en: 'Cards' }, list: { de: 'Liste', en: 'List' } }), label: 'Layout' },
        { name: 'showHours', type: 'checkbox', defaultValue: true, label: { de: 'Öffnungszeiten zeigen', en: 'Show opening hours' } },
        { name: 'showOpenNow', type: 'checkbox', defaultValue: true, label: { de: '„Jetzt geöffnet“ zeigen', en: 'Show "open now"' } },
      ],
    },
  ],
}
