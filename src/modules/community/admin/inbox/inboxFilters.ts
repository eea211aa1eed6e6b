import { INTERACTION_STATUSES, SENTIMENTS } from '@/modules/community/lib/vocabulary'

export const STATUSES = INTERACTION_STATUSES
export const EXPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const

/** The inbox's filters as the browser keeps them (the server checks them again: lib/interactionFilters.ts). */
export type InboxFilters = {
  status?: (typeof INTERACTION_STATUSES)[number]
  sentiment?: (typeof SENTIMENTS)[number]
  account?: string
  assignee?: string
  from?: string
  to?: string
  q?: string
}
const KEYS = ['status', 'sentiment', 'account', 'assignee', 'from', 'to', 'q'] as const

const day = /^\d{4}-\d{2}-\d{2}$/
const VALID: Record<(typeof KEYS)[number], (value: string) => boolean> = {
  status: (value) => (INTERACTION_STATUSES as readonly string[]).includes(value),
  sentiment: (value) => (SENTIMENTS as readonly string[]).includes(value),
  account: (value) => /^\d{1,10}$/.test(value),
  assignee: (value) => value === 'me' || value === 'none' || /^\d{1,10}$/.test(value),
  from: (value) => day.test(value),
  to: (value) => day.test(value),
  q: (value) => value.length > 0 && value.length <= 200,
}

/** The filters in an address's query string; unknown keys and malformed values are dropped. */
export function inboxFiltersFromSearch(search: string): InboxFilters {
  const params = new URLSearchParams(search)
  const filters: Record<string, string> = {}
  for (const key of KEYS) {
    const value = params.get(key)?.trim()
    if (value && VALID[key](value)) filters[key] = value
  }
  return filters as InboxFilters
}

/** The filters as query parameters (for the address, the inbox list and the exports), in a fixed order. */
export function filterParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of KEYS) if (filters[key]) params.set(key, filters[key])
  return params
}
