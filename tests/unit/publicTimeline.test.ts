import { describe, expect, it } from 'vitest'
import { presentTimelineEvents } from '../../src/lib/timelines/publicTimeline'
import type { TimelineEventInput } from '../../src/lib/timelines/publicTimeline'

type Event = TimelineEventInput & { title: string }
const events: Event[] = [
  { title: 'Award', dateType: 'fullDate', date: '2021-06-15', category: 'award', importance: 'highlight' },
  { title: 'Founding', dateType: 'year', date: '2015-01-01', category: 'founding', importance: 'highlight' },
  { title: 'Soon', dateType: 'custom', customText: 'Demnächst', category: 'expansion', importance: 'minor' },
  { title: 'Move', dateType: 'monthYear', date: '2021-03-01', category: 'expansion', importance: 'normal' },
]
const titles = (list: { title: string }[]) => list.map((event) => event.title)

describe('presentTimelineEvents', () => {
  it('sorts oldest first with dateless events last and formats dates for the locale', () => {
    const result = presentTimelineEvents({ events }, { locale: 'de' })
    if (result.grouped) throw new Error('expected a flat list')
    expect(titles(result.events)).toEqual(['Founding', 'Move', 'Award', 'Soon'])
    expect(result.events.map((event) => event.formattedDate)).toEqual([
      '2015',
      'März 2021',
      '15. Juni 2021',
      'Demnächst',
    ])
    const english = presentTimelineEvents({ events }, { locale: 'en' })
    if (english.grouped) throw new Error('expected a flat list')
    expect(english.events[1]?.formattedDate).toBe('March 2021')
  })

  it('sorts newest first on request and keeps dateless events last', () => {
    const result = presentTimelineEvents({ events, sortOrder: 'desc' }, { locale: 'en' })
    if (result.grouped) throw new Error('expected a flat list')
    expect(titles(result.events)).toEqual(['Award', 'Move', 'Founding', 'Soon'])
  })

  it('filters by category and importance', () => {
    const result = presentTimelineEvents({ events }, { locale: 'de', category: 'expansion', importance: 'normal' })
    if (result.grouped) throw new Error('expected a flat list')
    expect(titles(result.events)).toEqual(['Move'])
  })

  it('groups by year when asked (the parameter overrides the timeline setting), newest year first for desc', () => {
    const grouped = presentTimelineEvents(
      { events, groupByYear: false, sortOrder: 'desc' },
      { locale: 'de', groupByYear: true },
    )
    if (!grouped.grouped) throw new Error('expected groups')
    expect(grouped.groups.map((group) => [group.year, titles(group.events)])).toEqual([
      [2021, ['Award', 'Move']],
      [2015, ['Founding']],
      [null, ['Soon']],
    ])
    expect(presentTimelineEvents({ events, groupByYear: true }, { locale: 'de', groupByYear: false }).grouped).toBe(
      false,
    )
    expect(presentTimelineEvents({ events, groupByYear: true }, { locale: 'de' }).grouped).toBe(true)
  })
})
