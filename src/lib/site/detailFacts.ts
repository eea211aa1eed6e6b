import type { Event, Job, Location } from '@/payload-types'

type Optional<T> = T | null | undefined

/** A place as detail pages show it: a name and address lines, with the postal parts when a location gives them. */
export type DetailPlace = {
  name: string | null
  lines: string[]
  postal: {
    street?: Optional<string>
    postalCode?: Optional<string>
    city?: Optional<string>
    country?: Optional<string>
  } | null
}

const trimmed = (value: Optional<string>) => value?.trim() || null
const populated = (location: Optional<number | Location>) => (typeof location === 'object' ? location : null)

/** A location document as a place: its name, street, and postal code with city. */
export function locationPlace(location: Location): DetailPlace {
  const address = location.address ?? {}
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(' ')
  return {
    name: location.name,
    lines: [trimmed(address.street), trimmed(cityLine)].filter((line) => line !== null),
    postal: address,
  }
}

/** Where an event takes place: its own venue and address, each falling back to its chosen location's. */
export function eventPlace(event: Event): DetailPlace | null {
  const location = populated(event.place?.location)
  const fromLocation = location ? locationPlace(location) : null
  const ownAddress = trimmed(event.place?.address)
  const lines = ownAddress
    ? ownAddress
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : (fromLocation?.lines ?? [])
  const name = trimmed(event.place?.venue) ?? fromLocation?.name ?? null
  if (!name && lines.length === 0) return null
  return { name, lines, postal: ownAddress ? null : (fromLocation?.postal ?? null) }
}

/** Where a job is: its location, if it has one. */
export const jobPlace = (job: Job): DetailPlace | null => {
  const location = populated(job.location)
  return location ? locationPlace(location) : null
}

/** An OpenStreetMap search for the address (no coordinates needed, no map script on the page). */
export const mapSearchUrl = (place: DetailPlace): string | null =>
  place.lines.length > 0
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.lines.join(', '))}`
    : null

export const isPast = (instant: Optional<string>, now: Date): boolean =>
  Boolean(instant) && new Date(instant as string).getTime() < now.getTime()

export type RegistrationState = 'open' | 'full' | 'closed'

/** Whether a visitor can still register: null when the event takes no registrations. */
export function registrationState(event: Event, now: Date): RegistrationState | null {
  const registration = event.registration
  if (!registration?.enabled) return null
  if (isPast(registration.deadline, now) || isPast(event.startDate, now)) return 'closed'
  return registration.spotsLeft === 0 ? 'full' : 'open'
}

/**
 * Seconds until the first of `instants` still ahead (a deadline, an event's start or end), when a cached page
 * showing them must be rendered again; undefined when none is ahead.
 */
export function secondsUntilNext(instants: Optional<string>[], now: Date): number | undefined {
  const ahead = instants
    .filter((instant): instant is string => Boolean(instant))
    .map((instant) => new Date(instant).getTime() - now.getTime())
    .filter((milliseconds) => milliseconds > 0)
  return ahead.length > 0 ? Math.ceil(Math.min(...ahead) / 1000) : undefined
}
