import { describe, expect, it } from 'vitest'
import { nextRun, reportPeriod, type ScheduleTiming, zonedInstant } from '@/modules/community/lib/reports/schedule'

const berlin = (timing: Partial<ScheduleTiming> = {}): ScheduleTiming => ({
  frequency: 'daily',
  hour: 8,
  timeZone: 'Europe/Berlin',
  ...timing,
})
const at = (iso: string) => new Date(iso)
const iso = (date: Date) => date.toISOString()

describe('report schedule: next run in the schedule’s time zone', () => {
  it('daily at 08:00 Berlin keeps 08:00 wall time across the March change (CET → CEST)', () => {
    expect(iso(nextRun(berlin(), at('2026-03-28T07:00:00Z')))).toBe('2026-03-29T06:00:00.000Z')
    expect(iso(nextRun(berlin(), at('2026-03-27T06:59:59Z')))).toBe('2026-03-27T07:00:00.000Z')
    // Exactly at the run time, the run is not "after": the next day's.
    expect(iso(nextRun(berlin(), at('2026-03-29T06:00:00Z')))).toBe('2026-03-30T06:00:00.000Z')
  })

  it('daily at 08:00 Berlin keeps 08:00 wall time across the October change (CEST → CET)', () => {
    expect(iso(nextRun(berlin(), at('2026-10-24T06:00:00Z')))).toBe('2026-10-25T07:00:00.000Z')
    expect(iso(nextRun(berlin(), at('2026-10-25T07:00:00Z')))).toBe('2026-10-26T07:00:00.000Z')
  })

  it('an hour inside the spring gap moves forward by the gap; in the autumn overlap the first occurrence counts', () => {
    // 02:00 does not exist on 2026-03-29 in Berlin: 03:00 CEST.
    expect(iso(nextRun(berlin({ hour: 2 }), at('2026-03-28T12:00:00Z')))).toBe('2026-03-29T01:00:00.000Z')
    // 02:00 happens twice on 2026-10-25: 02:00 CEST (00:00Z) first, then 02:00 CET (01:00Z).
    expect(iso(nextRun(berlin({ hour: 2 }), at('2026-10-24T12:00:00Z')))).toBe('2026-10-25T00:00:00.000Z')
    // After the first 02:00, the second one does not count again: the next day.
    expect(iso(nextRun(berlin({ hour: 2 }), at('2026-10-25T00:00:00Z')))).toBe('2026-10-26T01:00:00.000Z')
    expect(iso(zonedInstant({ year: 2026, month: 3, day: 29 }, 2, 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z')
  })

  it('weekly on the weekday and monthly on the day of the month', () => {
    // Wednesday 2026-03-25 → Monday 2026-03-30 09:00 CEST.
    expect(iso(nextRun(berlin({ frequency: 'weekly', weekday: 'mon', hour: 9 }), at('2026-03-25T10:00:00Z')))).toBe(
      '2026-03-30T07:00:00.000Z',
    )
    expect(iso(nextRun(berlin({ frequency: 'weekly', weekday: 'sun', hour: 9 }), at('2026-10-24T10:00:00Z')))).toBe(
      '2026-10-25T08:00:00.000Z',
    )
    // 1 Nov 00:30 local has passed 00:00: the next 1st is 1 Dec 00:00 CET.
    expect(iso(nextRun(berlin({ frequency: 'monthly', dayOfMonth: 1, hour: 0 }), at('2026-10-31T23:30:00Z')))).toBe(
      '2026-11-30T23:00:00.000Z',
    )
    expect(iso(nextRun(berlin({ frequency: 'monthly', dayOfMonth: 28, hour: 23 }), at('2026-02-01T00:00:00Z')))).toBe(
      '2026-02-28T22:00:00.000Z',
    )
  })

  it('a far zone: Pacific/Auckland across its April change (NZDT +13 → NZST +12), and Asia/Kolkata (+05:30)', () => {
    const auckland: ScheduleTiming = { frequency: 'daily', hour: 9, timeZone: 'Pacific/Auckland' }
    expect(iso(nextRun(auckland, at('2026-04-03T19:00:00Z')))).toBe('2026-04-03T20:00:00.000Z')
    expect(iso(nextRun(auckland, at('2026-04-03T20:00:00Z')))).toBe('2026-04-04T21:00:00.000Z')
    // Its September change (NZST → NZDT, 2026-09-27).
    expect(iso(nextRun(auckland, at('2026-09-26T21:00:00Z')))).toBe('2026-09-27T20:00:00.000Z')
    expect(iso(nextRun({ frequency: 'daily', hour: 8, timeZone: 'Asia/Kolkata' }, at('2026-01-01T00:00:00Z')))).toBe(
      '2026-01-01T02:30:00.000Z',
    )
  })

  it('the report period is one local day, week or month: 23 or 25 hours across a change', () => {
    const march = reportPeriod(berlin(), at('2026-03-29T06:00:00Z'))
    expect(iso(march.from)).toBe('2026-03-28T07:00:00.000Z')
    expect((march.to.getTime() - march.from.getTime()) / 3_600_000).toBe(23)
    const october = reportPeriod(berlin(), at('2026-10-25T07:00:00Z'))
    expect((october.to.getTime() - october.from.getTime()) / 3_600_000).toBe(25)
    expect(iso(reportPeriod(berlin({ frequency: 'weekly', weekday: 'mon' }), at('2026-03-30T06:00:00Z')).from)).toBe(
      '2026-03-23T07:00:00.000Z',
    )
    expect(iso(reportPeriod(berlin({ frequency: 'monthly', dayOfMonth: 1 }), at('2026-01-01T07:00:00Z')).from)).toBe(
      '2025-12-01T07:00:00.000Z',
    )
  })

  it('refuses an unknown time zone', () => {
    expect(() => nextRun(berlin({ timeZone: 'Mars/Olympus' }), at('2026-01-01T00:00:00Z'))).toThrow(RangeError)
  })
})
