import { describe, expect, it } from 'vitest'
import { filterParams, inboxFiltersFromSearch } from '@/modules/community/admin/inbox/inboxFilters'

describe('the community inbox filters in the address', () => {
  it('reads the known filters and drops unknown keys and malformed values', () => {
    expect(
      inboxFiltersFromSearch(
        '?status=new&sentiment=negative&account=12&assignee=me&from=2026-03-01&to=2026-03-31&q=%20Frage%20&tenant=3',
      ),
    ).toEqual({
      status: 'new',
      sentiment: 'negative',
      account: '12',
      assignee: 'me',
      from: '2026-03-01',
      to: '2026-03-31',
      q: 'Frage',
    })
    expect(
      inboxFiltersFromSearch(
        `?status=gelesen&sentiment=wütend&account=x&assignee=jemand&from=gestern&q=${'a'.repeat(201)}`,
      ),
    ).toEqual({})
    expect(inboxFiltersFromSearch('?assignee=none&account=7')).toEqual({ assignee: 'none', account: '7' })
  })

  it('writes them back in a fixed order, leaving empty ones out', () => {
    expect(filterParams({ q: 'Frage', status: 'open', account: '3' }).toString()).toBe('status=open&account=3&q=Frage')
    expect(filterParams({}).toString()).toBe('')
    const filters = { status: 'spam', assignee: '5', from: '2026-01-01' } as const
    expect(inboxFiltersFromSearch(`?${filterParams(filters)}`)).toEqual(filters)
  })
})
