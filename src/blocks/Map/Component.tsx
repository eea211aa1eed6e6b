import type { Location, MapBlock as MapProps } from '@/payload-types'
import { cmsEnv } from '@/env'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import type { BlockSite } from '../shared/site'
import { MAP_MAX_MARKERS, MAP_ZOOM } from './config'
import { MapSection, type MapTiles } from './MapSection'
import { entryOfLocation, entryOfMarker, type MapEntry } from './markers'

async function entriesOf(props: MapProps, site: BlockSite): Promise<MapEntry[]> {
  if (props.source === 'inline') return (props.markers ?? []).map(entryOfMarker)
  const locations =
    props.source === 'manual'
      ? populated<Location>(props.locations)
      : await loadTenantDocs({
          collection: 'locations',
          tenantId: site.tenantId,
          locale: site.locale,
          limit: MAP_MAX_MARKERS,
          depth: 0,
        })
  return locations.map(entryOfLocation)
}

function tilesFromEnv(): MapTiles | null {
  const { MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: attribution } = cmsEnv()
  return url ? { url, attribution } : null
}

/** Locations or inline markers on a Leaflet map (tiles from MAP_TILE_URL), always with the list of addresses; without tiles only the list. */
export async function MapBlock(props: MapProps & { site: BlockSite }) {
  const entries = await entriesOf(props, props.site)
  return (
    <MapSection
      heading={props.heading}
      entries={entries}
      tiles={tilesFromEnv()}
      zoom={props.zoom ?? MAP_ZOOM.default}
      height={props.height ?? 'medium'}
      locale={props.site.locale}
    />
  )
}
