import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, pickedDocuments, sourceField } from '../shared/blockFields'
import { COORDINATE_RANGE } from './markers'

/** `locations`: every location of the tenant; `manual`: picked locations; `inline`: markers entered here. */
export const MAP_SOURCES = ['locations', 'manual', 'inline'] as const
export const MAP_HEIGHTS = ['small', 'medium', 'large'] as const
export const MAP_ZOOM = { min: 1, max: 18, default: 14 } as const
export const MAP_MAX_MARKERS = 50

export const MapBlock: Block = {
  slug: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: { de: 'Karte', en: 'Map' }, plural: { de: 'Karten', en: 'Maps' } },
  fields: [
    headingField(),
    sourceField(MAP_SOURCES, { locations: { de: 'Alle Standorte', en: 'All locations' }, inline: { de: 'Hier eingeben', en: 'Inline' } }),
    pickedDocuments({ name: 'locations', relationTo: 'locations', maxRows: MAP_MAX_MARKERS, label: { de: 'Standorte', en: 'Locations' } }),
    {
      name: 'markers',
      type: 'array',
      maxRows: MAP_MAX_MARKERS,
      label: { de: 'Markierungen', en: 'Markers' },
      labels: { singular: { de: 'Markierung', en: 'Marker' }, plural: { de: 'Markierungen', en: 'Markers' } },
      admin: { condition: (_data, sibling) => sibling?.source === 'inline' },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Bezeichnung', en: 'Label' } },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', required: true, min: COORDINATE_RANGE.latitude.min, max: COORDINATE_RANGE.latitude.max, label: { de: 'Breitengrad', en: 'Latitude' } },
            { name: 'longitude', type: 'number', required: true, min: COORDINATE_RANGE.longitude.min, max: COORDINATE_RANGE.longitude.max, label: { de: 'Längengrad', en: 'Longitude' } },
          ],
        },
        { name: 'address', type: 'textarea', localized: true, label: { de: 'Adresse', en: 'Address' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'zoom', type: 'number', min: MAP_ZOOM.min, max: MAP_ZOOM.max, defaultValue: MAP_ZOOM.default, admin: { step: 1 }, label: { de: 'Zoom (bei einer Markierung)', en: 'Zoom (with one marker)' } },
        {
          name: 'height',
          type: 'select',
          defaultValue: 'medium',
          options: selectOptions(MAP_HEIGHTS, { small: { de: 'Niedrig', en: 'Small' }, medium: { de: 'Mittel', en: 'Medium' }, large: { de: 'Hoch', en: 'Large' } }),
          label: { de: 'Höhe', en: 'Height' },
        },
      ],
    },
  ],
}
