import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { layoutField, pickedDocuments, sourceField } from '../shared/blockFields'
import { checkboxField, headingField } from '../shared/fieldPresets'

export const LOCATION_SOURCES = ['all', 'manual'] as const
export const LOCATION_LAYOUTS = ['cards', 'list'] as const
export const LOCATION_MAX_ITEMS = 30

export const LocationsBlock = pageBlock({
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  group: 'lists',
  description: { de: 'Standorte mit Adresse und Öffnungszeiten', en: 'Locations with address and opening hours' },
  labels: {
    singular: { de: 'Standorte', en: 'Locations' },
    plural: { de: 'Standort-Blöcke', en: 'Locations blocks' },
  },
  fields: [
    headingField(),
    sourceField(LOCATION_SOURCES, { all: { de: 'Alle Standorte', en: 'All locations' } }),
    pickedDocuments({
      name: 'locations',
      relationTo: 'locations',
      maxRows: LOCATION_MAX_ITEMS,
      label: { de: 'Standorte', en: 'Locations' },
    }),
    row([
      layoutField(LOCATION_LAYOUTS),
      checkboxField('showHours', { de: 'Öffnungszeiten zeigen', en: 'Show opening hours' }),
      checkboxField('showOpenNow', { de: '„Jetzt geöffnet“ zeigen', en: 'Show "open now"' }),
    ]),
  ],
})
