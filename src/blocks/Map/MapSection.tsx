import { LeafletMap } from '../shared/lazy'
import { type MapEntry, mapViewOf } from './markers'

export type MapTiles = { url: string; attribution?: string }
type Props = {
  heading?: string | null
  entries: MapEntry[]
  tiles: MapTiles | null
  zoom: number
  height: string
  locale: 'de' | 'en'
}

const TEXT = { de: { map: 'Karte', places: 'Adressen' }, en: { map: 'Map', places: 'Addresses' } }

/**
 * The block's places as a list of addresses (always: the accessible form of the map), with the Leaflet
 * map above it only when a tile server is configured and some place has coordinates.
 */
export function MapSection({ heading, entries, tiles, zoom, height, locale }: Props) {
  if (entries.length === 0) return null
  const text = TEXT[locale]
  const view = tiles ? mapViewOf(entries, zoom) : null
  return (
    <section className="block block-map">
      {heading ? <h2>{heading}</h2> : null}
      {tiles && view ? (
        <div
          className={`map-canvas map-${height}`}
          role="region"
          aria-label={heading ? `${text.map}: ${heading}` : text.map}
        >
          <LeafletMap entries={entries} view={view} tiles={tiles} />
        </div>
      ) : null}
      <ul className="map-places" aria-label={text.places}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <strong>{entry.label}</strong>
            {entry.address ? <address>{entry.address}</address> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
