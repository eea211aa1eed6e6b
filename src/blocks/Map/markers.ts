import type { Location } from '@/payload-types'

/** Valid coordinates (WGS 84 degrees), the same ranges as the locations' fields. */
export const COORDINATE_RANGE = { latitude: { min: -90, max: 90 }, longitude: { min: -180, max: 180 } } as const

/** One place of a map block: shown in the address list, and on the map when it has a position. */
export type MapEntry = { key: string; label: string; address: string | null; position: [number, number] | null }

/** Where the map looks: one place at the block's zoom, several fitted into view. */
export type MapView = { center: [number, number]; zoom: number } | { bounds: [number, number][] }

const inRange = (value: unknown, { min, max }: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max

/** The position of a latitude/longitude pair, or null when either is missing or out of range. */
export function positionOf(latitude: unknown, longitude: unknown): [number, number] | null {
  return inRange(latitude, COORDINATE_RANGE.latitude) && inRange(longitude, COORDINATE_RANGE.longitude)
    ? [latitude, longitude]
    : null
}

/** A location as a map entry: its address in one line, its position when it has coordinates. */
export function entryOfLocation(location: Pick<Location, 'id' | 'name' | 'address'>): MapEntry {
  const { street, postalCode, city, latitude, longitude } = location.address ?? {}
  const address = [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return {
    key: `location-${location.id}`,
    label: location.name,
    address: address || null,
    position: positionOf(latitude, longitude),
  }
}

type InlineMarker = { id?: string | null; label: string; latitude: number; longitude: number; address?: string | null }

export const entryOfMarker = (marker: InlineMarker, index: number): MapEntry => ({
  key: marker.id ?? `marker-${index}`,
  label: marker.label,
  address: marker.address || null,
  position: positionOf(marker.latitude, marker.longitude),
})

/** The view that shows every placed entry, or null when none has a position (then there is no map). */
export function mapViewOf(entries: MapEntry[], zoom: number): MapView | null {
  const positions = entries.flatMap((entry) => (entry.position ? [entry.position] : []))
  if (positions.length === 0) return null
  const [first] = positions
  if (positions.length === 1 || positions.every(([lat, lng]) => lat === first![0] && lng === first![1]))
    return { center: first!, zoom }
  return { bounds: positions }
}
