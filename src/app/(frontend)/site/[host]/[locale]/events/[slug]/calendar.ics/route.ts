import { resolveRoute } from '@/app/(frontend)/_lib/resolveRoute'
import { getRoutedEntry, getSiteTenant } from '@/app/(frontend)/_lib/siteData'
import { eventCalendar } from '@/lib/calendar/icalendar'
import { calendarEventOf } from '@/lib/site/eventCalendar'
import { sitePath, siteUrl } from '@/lib/site/routes'
import { SITE_TIME_ZONE } from '@/lib/site/timeZone'

type Context = { params: Promise<{ host: string; locale: string; slug: string }> }

const PRODUCT_ID = '-//Tenant sites//Events//EN'

/**
 * `/<locale>/events/<slug>/calendar.ics`: the event as an iCalendar file, for exactly the events whose page a
 * visitor sees on this host (published, of this tenant, translated into the locale); 404 otherwise.
 */
export async function GET(_request: Request, { params }: Context) {
  const { host: encodedHost, locale, slug } = await params
  const host = decodeURIComponent(encodedHost)
  const route = resolveRoute(locale, ['events', slug])
  const tenant = await getSiteTenant(host)
  const entry = route && tenant ? await getRoutedEntry({ tenant, ...route, viewer: null }) : null
  if (!route || entry?.collection !== 'events') return new Response('Not found', { status: 404 })
  const event = entry.doc
  const calendar = eventCalendar(
    calendarEventOf(
      event,
      { uid: `event-${event.id}@${host}`, url: siteUrl(host, sitePath(route.locale, 'events', route.slug)) },
      SITE_TIME_ZONE,
    ),
    PRODUCT_ID,
  )
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${route.slug}.ics"`,
    },
  })
}
