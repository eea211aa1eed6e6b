import { describe, expect, it } from 'vitest'
import { cardOf } from '@/blocks/FeaturedContent/cardOf'
import { localWeekTime, openingState, rangesByWeekday, type OpeningRange } from '@/lib/locations/openNow'
import { SITE_TIME_ZONE } from '@/lib/site/timeZone'

const week: OpeningRange[] = [
  { day: 'monday', opens: '08:00', closes: '12:00' },
  { day: 'monday', opens: '14:00', closes: '18:00' },
  { day: 'tuesday', opens: '08:00', closes: '12:00' },
  { day: 'tuesday', opens: '12:00', closes: '16:00' },
  { day: 'friday', opens: '20:00', closes: '24:00' },
  { day: 'saturday', opens: '00:00', closes: '02:00' },
  { day: 'sunday', opens: 'kaputt', closes: '18:00' },
]

describe('open now (site time zone)', () => {
  // Monday 23 Nov 2026; Berlin is UTC+1 in winter, UTC+2 in summer.
  it('reads the weekday and time in the time zone, not in UTC', () => {
    expect(localWeekTime(new Date('2026-11-23T07:30:00Z'), SITE_TIME_ZONE)).toEqual({
      day: 'monday',
      minutes: 8 * 60 + 30,
    })
    expect(localWeekTime(new Date('2026-11-22T23:30:00Z'), SITE_TIME_ZONE)).toEqual({ day: 'monday', minutes: 30 })
    expect(localWeekTime(new Date('2026-07-06T06:00:00Z'), SITE_TIME_ZONE)).toEqual({ day: 'monday', minutes: 8 * 60 })
  })

  it('is open inside a range (opening minute included, closing minute excluded) and closed over lunch', () => {
    expect(openingState(week, new Date('2026-11-23T07:00:00Z'), SITE_TIME_ZONE)).toEqual({
      open: true,
      closes: '12:00',
    })
    expect(openingState(week, new Date('2026-11-23T06:59:00Z'), SITE_TIME_ZONE)).toEqual({ open: false })
    expect(openingState(week, new Date('2026-11-23T11:00:00Z'), SITE_TIME_ZONE)).toEqual({ open: false })
    expect(openingState(week, new Date('2026-11-23T16:59:00Z'), SITE_TIME_ZONE)).toEqual({
      open: true,
      closes: '18:00',
    })
    expect(openingState(week, new Date('2026-11-23T17:00:00Z'), SITE_TIME_ZONE)).toEqual({ open: false })
  })

  it('joins back-to-back ranges for the closing time; overnight hours are two rows; bad rows are ignored', () => {
    expect(openingState(week, new Date('2026-11-24T09:00:00Z'), SITE_TIME_ZONE)).toEqual({
      open: true,
      closes: '16:00',
    })
    expect(openingState(week, new Date('2026-11-27T22:59:00Z'), SITE_TIME_ZONE)).toEqual({
      open: true,
      closes: '24:00',
    })
    expect(openingState(week, new Date('2026-11-28T00:30:00Z'), SITE_TIME_ZONE)).toEqual({
      open: true,
      closes: '02:00',
    })
    expect(openingState(week, new Date('2026-11-29T10:00:00Z'), SITE_TIME_ZONE)).toEqual({ open: false })
    expect(openingState([], new Date(), SITE_TIME_ZONE)).toEqual({ open: false })
  })

  it('groups ranges per weekday, Monday first, in time order', () => {
    const grouped = rangesByWeekday([week[1]!, week[0]!, week[5]!])
    expect(grouped.map((entry) => [entry.day, entry.ranges.map((range) => range.opens)])).toEqual([
      ['monday', ['08:00', '14:00']],
      ['saturday', ['00:00']],
    ])
  })
})

describe('featured content cards', () => {
  it('maps each collection to title, lead, image and detail link; products have no detail page; ids alone are skipped', () => {
    const media = { id: 5 } as never
    expect(
      cardOf(
        {
          relationTo: 'posts',
          value: { id: 1, title: 'Zähne', excerpt: 'Kurz', heroImage: media, slug: 'zaehne' } as never,
        },
        'de',
      ),
    ).toEqual({
      key: 'posts-1',
      kind: 'posts',
      title: 'Zähne',
      lead: 'Kurz',
      image: media,
      href: '/de/posts/zaehne',
    })
    expect(
      cardOf(
        { relationTo: 'portfolios', value: { id: 2, title: 'Praxis', coverImage: media, slug: 'praxis' } as never },
        'en',
      )?.href,
    ).toBe('/en/portfolios/praxis')
    expect(
      cardOf(
        {
          relationTo: 'products',
          value: { id: 3, title: 'Zahnbürste', shortDescription: 'Weich', images: [media], slug: 'buerste' } as never,
        },
        'de',
      ),
    ).toMatchObject({ href: null, image: media, lead: 'Weich' })
    expect(cardOf({ relationTo: 'events', value: 4 }, 'de')).toBeNull()
  })
})
