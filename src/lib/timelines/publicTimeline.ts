import {
  formatTimelineDate,
  groupByYear,
  sortKey,
  type TimelineEventDate,
  type TimelineLocale,
  type TimelineYearGroup,
} from './formatTimelineDate'

type Maybe<T> = T | null | undefined

/** A timeline event as the public API receives it (already localized by the query). */
export type TimelineEventInput = {
  category?: Maybe<string>
  importance?: Maybe<string>
} & TimelineEventDate

export type TimelineInput<E extends TimelineEventInput> = {
  sortOrder?: Maybe<'asc' | 'desc'>
  groupByYear?: Maybe<boolean>
  events?: Maybe<readonly E[]>
}

export type PresentOptions = {
  locale: TimelineLocale
  category?: string
  importance?: string
  /** Overrides the timeline's own grouping setting when given. */
  groupByYear?: boolean
}

export type PresentedEvent<E> = E & { formattedDate: string }

export type PresentedTimeline<E extends TimelineEventInput> =
  { grouped: false; events: PresentedEvent<E>[] } | { grouped: true; groups: TimelineYearGroup<PresentedEvent<E>>[] }

/**
 * The events of one timeline for the public API: filtered by category/importance, dates formatted
 * for the locale, sorted in the timeline's order (dateless events always last) and optionally
 * grouped by year.
 */
export function presentTimelineEvents<E extends TimelineEventInput>(
  timeline: TimelineInput<E>,
  options: PresentOptions,
): PresentedTimeline<E> {
  const descending = timeline.sortOrder === 'desc'
  const events = (timeline.events ?? [])
    .filter((event) => !options.category || event.category === options.category)
    .filter((event) => !options.importance || event.importance === options.importance)
    .map((event) => ({ ...event, formattedDate: formatTimelineDate(event, options.locale) }))

  if (options.groupByYear ?? timeline.groupByYear ?? false) {
    const groups = groupByYear(events)
    if (!descending) return { grouped: true, groups }
    const newestFirst = reverseDated(groups, (group) => group.year !== null)
    return {
      grouped: true,
      groups: newestFirst.map((group) => ({ ...group, events: reverseDated(group.events, hasDate) })),
    }
  }
  const ascending = groupByYear(events).flatMap((group) => group.events)
  return { grouped: false, events: descending ? reverseDated(ascending, hasDate) : ascending }
}

const hasDate = (event: TimelineEventDate): boolean => Number.isFinite(sortKey(event))

/** Reverses the dated items of an ascending list and keeps the undated ones at the end. */
function reverseDated<T>(items: readonly T[], isDated: (item: T) => boolean): T[] {
  return [...items.filter(isDated).reverse(), ...items.filter((item) => !isDated(item))]
}
