import { WEEKDAY_LABELS } from '@/fields/vocabulary'
import type { Location } from '@/payload-types'
import { rangesByWeekday } from '@/lib/locations/openNow'
import type { SiteLocale } from '@/lib/site/locales'

const HOURS = { de: 'Öffnungszeiten', en: 'Opening hours' }

/** A location's opening hours as day → time ranges. */
export const openingRanges = (location: Location) =>
  (location.openingHours ?? []).map(({ day, opens, closes }) => ({ day, opens, closes }))

/** A location's address, phone and e-mail as links, and its opening hours: the Locations block and the site footer. */
export function LocationDetails({
  location,
  locale,
  showHours = true,
}: {
  location: Location
  locale: SiteLocale
  showHours?: boolean
}) {
  const ranges = openingRanges(location)
  const { street, postalCode, city } = location.address ?? {}
  const { phone, email } = location.contact ?? {}
  return (
    <>
      {street || city ? (
        <address>
          {street}
          {street ? <br /> : null}
          {[postalCode, city].filter(Boolean).join(' ')}
        </address>
      ) : null}
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}{' '}
      {email ? <a href={`mailto:${email}`}>{email}</a> : null}
      {showHours && ranges.length > 0 ? (
        <table className="location-hours">
          <caption>{HOURS[locale]}</caption>
          <tbody>
            {rangesByWeekday(ranges).map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{WEEKDAY_LABELS[entry.day][locale]}</th>
                <td>{entry.ranges.map((range) => `${range.opens}–${range.closes}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}
