import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { inlineEntries, pickedDocuments, sourceField } from '../shared/blockFields'
import { headingField, rangeField, rowLabels, selectField } from '../shared/fieldPresets'
import { COORDINATE_RANGE } from './markers'

/** `locations`: every location of the tenant; `manual`: picked locations; `inline`: markers entered here. */
export const MAP_SOURCES = ['locations', 'manual', 'inline'] as const
export const MAP_HEIGHTS = ['small', 'medium', 'large'] as const
export const MAP_ZOOM = { min: 1, max: 18, default: 14 } as const
export const MAP_MAX_MARKERS = 50

export const MapBlock = pageBlock({
  slug: 'map',
  interfaceName: 'MapBlock',
  group: 'media',
  description: {
    de: 'Karte mit Markierungen für Standorte oder eigene Punkte',
    en: 'Map with markers for locations or your own points',
  },
  labels: { singular: { de: 'Karte', en: 'Map' }, plural: { de: 'Karten', en: 'Maps' } },
  fields: [
    headingField(),
    sourceField(MAP_SOURCES, {
      locations: { de: 'Alle Standorte', en: 'All locations' },
      inline: { de: 'Hier eingeben', en: 'Inline' },
    }),
    pickedDocuments({
      name: 'locations',
      relationTo: 'locations',
      maxRows: MAP_MAX_MARKERS,
      label: { de: 'Standorte', en: 'Locations' },
    }),
    inlineEntries({
      name: 'markers',
      maxRows: MAP_MAX_MARKERS,
      ...rowLabels({ de: 'Markierung', en: 'Marker' }, { de: 'Markierungen', en: 'Markers' }),
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Bezeichnung', en: 'Label' } },
        row([
          {
            name: 'latitude',
            type: 'number',
            required: true,
            min: COORDINATE_RANGE.latitude.min,
            max: COORDINATE_RANGE.latitude.max,
            label: { de: 'Breitengrad', en: 'Latitude' },
          },
          {
            name: 'longitude',
            type: 'number',
            required: true,
            min: COORDINATE_RANGE.longitude.min,
            max: COORDINATE_RANGE.longitude.max,
            label: { de: 'Längengrad', en: 'Longitude' },
          },
        ]),
        { name: 'address', type: 'textarea', localized: true, label: { de: 'Adresse', en: 'Address' } },
      ],
    }),
    row([
      rangeField(
        'zoom',
        MAP_ZOOM,
        { de: 'Zoom (bei einer Markierung)', en: 'Zoom (with one marker)' },
        { admin: { step: 1 } },
      ),
      selectField('height', MAP_HEIGHTS, {
        defaultValue: 'medium',
        labels: {
          small: { de: 'Niedrig', en: 'Small' },
          medium: { de: 'Mittel', en: 'Medium' },
          large: { de: 'Hoch', en: 'Large' },
        },
        label: { de: 'Höhe', en: 'Height' },
      }),
    ]),
  ],
})
