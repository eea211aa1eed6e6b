import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { clientIp } from '@/lib/rateLimit/clientIp'
import { TIMELINE_CATEGORIES, TIMELINE_IMPORTANCE, TIMELINE_TYPES } from '@/lib/timelines/options'
import { presentTimelineEvents } from '@/lib/timelines/publicTimeline'
import type { Timeline } from '@/payload-types'
import { queryText } from '../inputRules'
import { publicMedia } from './publicMedia'
import { endpointHandler } from '../endpoint'
import { Forbidden, RateLimited } from '../endpointErrors'
import { baseQuery, booleanParam, findPublished, localeFor, publicBasics, publicTenant } from './publicRequest'
import { timelinesBlocker } from './timelinesRateLimit'

const query = baseQuery.extend({
  type: z.enum(TIMELINE_TYPES).optional(),
  slug: queryText(100).optional(),
  category: z.enum(TIMELINE_CATEGORIES).optional(),
  importance: z.enum(TIMELINE_IMPORTANCE).optional(),
  groupByYear: booleanParam.optional(),
})

/**
 * `GET /api/public/timelines` (alias `GET /api/timelines`) for visitors: the tenant's published timelines with dates formatted for the
 * locale. Rate limited per IP; an IP that keeps exceeding the limit is blocked for a while.
 */
export const timelinesHandler = endpointHandler(
  { auth: 'public', rateLimit, query, cors: true },
  async ({ req, query: params }) => {
    const tenant = await publicTenant(req)
    const locale = localeFor(tenant, params.locale)
    const docs = await findPublished(req, 'timelines', tenant, {
      locale,
      depth: 1,
      equals: { type: params.type, slug: params.slug },
    })

    const filteringEvents = Boolean(params.category || params.importance)
    const timelines = docs
      .map((timeline) => publicTimeline(req, timeline, { ...params, locale }))
      // Event filters answer "which timelines have such events", so timelines without any drop out.
      .filter(
        (timeline) => !filteringEvents || ('groups' in timeline ? timeline.groups.length : timeline.events.length) > 0,
      )
    return { tenant: tenant.slug, locale, docs: timelines }
  },
)

async function rateLimit(req: PayloadRequest): Promise<void> {
  const ip = clientIp(req.headers)
  const verdict = await timelinesBlocker(req.payload).check(ip)
  if (verdict.outcome === 'allowed') return
  if (verdict.outcome === 'limited') throw new RateLimited(verdict.retryAfterSeconds)
  if (verdict.newlyBlocked) {
    console.warn(`[timelines] blocked ip ${ip} for ${verdict.retryAfterSeconds}s after repeated rate-limit violations`)
  }
  throw new Forbidden(
    {
      de: 'Nach wiederholten Überschreitungen des Anfragelimits gesperrt',
      en: 'Blocked after repeated rate-limit violations',
    },
    {},
    { 'retry-after': String(verdict.retryAfterSeconds) },
  )
}

type Options = Parameters<typeof presentTimelineEvents>[1]

function publicTimeline(req: PayloadRequest, timeline: Timeline, options: Options) {
  const isProcess = timeline.type === 'process'
  const events = (timeline.events ?? []).map((event) => ({
    id: event.id ?? null,
    title: event.title,
    description: event.description ?? null,
    dateType: event.dateType,
    date: event.date ?? null,
    endDate: event.dateType === 'range' ? (event.endDate ?? null) : null,
    customText: event.dateType === 'custom' ? (event.customText ?? null) : null,
    category: event.category ?? null,
    importance: event.importance,
    image: publicMedia(req, event.image),
    gallery: (event.gallery ?? []).map((item) => publicMedia(req, item)).filter((item) => item !== null),
    process: isProcess
      ? {
          stepNumber: event.process?.stepNumber ?? null,
          duration: event.process?.duration ?? null,
          responsible: event.process?.responsible ?? null,
          actionRequired: event.process?.actionRequired ?? null,
          deliverables: (event.process?.deliverables ?? []).map((item) => ({
            name: item.name,
            document: publicMedia(req, item.document),
          })),
        }
      : null,
  }))
  const presented = presentTimelineEvents({ ...timeline, events }, options)
  return {
    ...publicBasics(timeline),
    layout: timeline.layout,
    sortOrder: timeline.sortOrder,
    meta: timeline.meta ?? null,
    ...(presented.grouped
      ? { groupByYear: true, groups: presented.groups }
      : { groupByYear: false, events: presented.events }),
  }
}
