import { describe, expect, it } from 'vitest'
import {
  emailsPerDay,
  lastDays,
  latestDrafts,
  selectedTenant,
  tenantNameOf,
  titleOf,
} from '@/admin/dashboard/aggregate'

describe('dashboard aggregation', () => {
  it('lists the last seven Berlin calendar days, oldest first, across the DST change', () => {
    expect(lastDays(new Date('2026-11-23T01:00:00Z'), 7)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ])
    // 29.03.2026 has 23 hours in Berlin; 00:30 local on 30.03. is 22:30 UTC on 29.03.
    expect(lastDays(new Date('2026-03-29T22:30:00Z'), 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
  })

  it('counts sent and failed mails per Berlin day and fills days without mail with zeros', () => {
    const now = new Date('2026-11-23T10:00:00Z')
    const series = emailsPerDay(
      [
        { createdAt: '2026-11-23T09:00:00Z', status: 'sent' },
        { createdAt: '2026-11-23T08:00:00Z', status: 'failed' },
        // 23:30 UTC on the 21st is already the 22nd in Berlin.
        { createdAt: '2026-11-21T23:30:00Z', status: 'sent' },
        { createdAt: '2026-11-21T22:30:00Z', status: 'sent' },
        // Older than the seven days, and an unknown status: not counted.
        { createdAt: '2026-11-10T10:00:00Z', status: 'sent' },
        { createdAt: '2026-11-23T07:00:00Z', status: 'queued' },
      ],
      now,
    )
    expect(series).toHaveLength(7)
    expect(series.at(-1)).toEqual({ day: '2026-11-23', sent: 1, failed: 1 })
    expect(series.at(-2)).toEqual({ day: '2026-11-22', sent: 1, failed: 0 })
    expect(series.at(-3)).toEqual({ day: '2026-11-21', sent: 1, failed: 0 })
    expect(series[0]).toEqual({ day: '2026-11-17', sent: 0, failed: 0 })
  })

  it('merges drafts of several collections, newest first, up to the limit', () => {
    const page = { collection: 'pages', id: 1, title: 'Start', updatedAt: '2026-11-20T10:00:00.000Z' }
    const post = { collection: 'posts', id: 7, title: 'News', updatedAt: '2026-11-22T10:00:00.000Z' }
    const job = { collection: 'jobs', id: 3, title: 'ZFA', updatedAt: '2026-11-21T10:00:00.000Z' }
    expect(latestDrafts([[page], [post, job]], 2)).toEqual([post, job])
    expect(latestDrafts([], 5)).toEqual([])
  })

  it('names documents and their tenants', () => {
    expect(titleOf({ id: 4, title: 'Impressum' }, 'title')).toBe('Impressum')
    expect(titleOf({ id: 4, title: ' ' }, 'title')).toBe('#4')
    expect(titleOf({ id: 4 }, undefined)).toBe('#4')
    const names = new Map([['1', 'Alpha Zahnklinik']])
    expect(tenantNameOf(1, names)).toBe('Alpha Zahnklinik')
    expect(tenantNameOf({ id: 1, name: 'x' }, names)).toBe('Alpha Zahnklinik')
    expect(tenantNameOf(null, names)).toBeUndefined()
    expect(tenantNameOf(2, names)).toBeUndefined()
  })
})

describe('selectedTenant: the admin tenant selector’s choice', () => {
  const readable = new Map([
    ['1', 'Alpha'],
    ['2', 'Beta'],
  ])
  it('reads the payload-tenant cookie among others', () => {
    expect(selectedTenant('payload-token=abc; payload-tenant=2; lang=de', readable)).toBe('2')
    expect(selectedTenant('payload-tenant=1', readable)).toBe('1')
  })
  it('ignores a missing cookie and a tenant the user cannot read', () => {
    expect(selectedTenant(null, readable)).toBeUndefined()
    expect(selectedTenant('payload-token=abc', readable)).toBeUndefined()
    expect(selectedTenant('payload-tenant=3', readable)).toBeUndefined()
    expect(selectedTenant('payload-tenant=', readable)).toBeUndefined()
  })
})
