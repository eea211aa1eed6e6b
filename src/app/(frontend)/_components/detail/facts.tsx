import type { ReactNode } from 'react'
import { type DetailPlace, mapSearchUrl } from '@/lib/site/detailFacts'
import type { SiteLocale } from '@/lib/site/locales'
import { SITE_TIME_ZONE } from '@/lib/site/timeZone'
import type { Media } from '@/payload-types'

/** One term of a detail page's facts (`<dl class="detail-facts">`); nothing when it has no value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null
  return (
    <div className="detail-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const MAP_LINK = { de: 'Karte bei OpenStreetMap', en: 'Map on OpenStreetMap' }

/** A place's name and address lines, and a map search for the address. */
export function PlaceText({ place, locale }: { place: DetailPlace; locale: SiteLocale }) {
  const map = mapSearchUrl(place)
  return (
    <>
      <address className="detail-place">
        {[place.name, ...place.lines].filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {map ? (
        <a className="detail-map-link" href={map}>
          {MAP_LINK[locale]}
        </a>
      ) : null}
    </>
  )
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }
const PARTS = { date: DAY, time: TIME, dateTime: { ...DAY, ...TIME } }

/** An instant's day, time or both in the site's time zone and the visitor's language, as a `<time>`. */
export function SiteTime({ instant, locale, show }: { instant: string; locale: SiteLocale; show: keyof typeof PARTS }) {
  const format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    ...PARTS[show],
    timeZone: SITE_TIME_ZONE,
  })
  return <time dateTime={instant}>{format.format(new Date(instant))}</time>
}

/** A document's image as an absolute URL (Open Graph size if there is one), for structured data. */
export const absoluteImageUrl = (image: number | Media | null | undefined, pageUrl: string): string | null => {
  if (typeof image !== 'object' || !image?.url) return null
  return new URL(image.sizes?.og?.url ?? image.url, pageUrl).href
}
