'use client'

import 'leaflet/dist/leaflet.css'
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet'
import type { MapEntry, MapView } from './markers'

type Props = { entries: MapEntry[]; view: MapView; tiles: { url: string; attribution?: string } }

/**
 * The Leaflet map (only rendered in the browser: Leaflet needs `window`, and its code and CSS load
 * only with this chunk). Markers are drawn as circles, so no marker images need serving.
 */
export function LeafletMap({ entries, view, tiles }: Props) {
  const placement =
    'bounds' in view
      ? { bounds: view.bounds, boundsOptions: { padding: [32, 32] as [number, number] } }
      : { center: view.center, zoom: view.zoom }
  return (
    <MapContainer {...placement} scrollWheelZoom={false} className="map-leaflet">
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      {entries.map((entry) =>
        entry.position ? (
          <CircleMarker key={entry.key} center={entry.position} radius={9} pathOptions={{ fillOpacity: 0.8 }}>
            <Tooltip>{entry.address ? `${entry.label}, ${entry.address}` : entry.label}</Tooltip>
          </CircleMarker>
        ) : null,
      )}
    </MapContainer>
  )
}
