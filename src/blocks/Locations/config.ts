import type { Block } from 'payload'
import { headingField, layoutField, pickedDocuments, sourceField } from '../shared/blockFields'

export const LOCATION_SOURCES = ['all', 'manual'] as const
export const LOCATION_LAYOUTS = ['cards', 'list'] as const
export const LOCATION_MAX_ITEMS = 30

export const LocationsBlock: Block = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  labels: { singular: { de: 'Standorte', en: 'Locations' }, plural: { de: 'Standort-Blöcke', en: 'Locations blocks' } },
  fields: [
    headingField(),
    sourceField(LOCATION_SOURCES, { all: { de: 'Alle Standorte', en: 'All locations' } }),
    pickedDocuments({ name: 'locations', relationTo: 'locations', maxRows: LOCATION_MAX_ITEMS, label: { de: 'Standorte', en: 'Locations' } }),
    {
      type: 'row',
      fields: [
        layoutField(LOCATION_LAYOUTS, { cards: { de: 'Karten', en: 'Cards' }, list: { de: 'Liste', en: 'List' } }),
        { name: 'showHours', type: 'checkbox', defaultValue: true, label: { de: 'Öffnungszeiten zeigen', en: 'Show opening hours' } },
        { name: 'showOpenNow', type: 'checkbox', defaultValue: true, label: { de: '„Jetzt geöffnet“ zeigen', en: 'Show "open now"' } },
      ],
    },
  ],
}
