'use client'

import { useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '../api/client'
import { useMessages } from '../i18n/I18nProvider'
import { reportMessages } from './messages'

type Kind = 'standard' | 'wochenuebersicht'

/** The registry of report types (it changes only with a deployment) and the reader's name for a type key. */
export function useReportTypes(kind?: Kind) {
  const t = useMessages(reportMessages)
  const query = useQuery({
    queryKey: ['reports', 'types'],
    queryFn: () => unwrap(api.GET('/api/reports/types')),
    staleTime: Infinity,
  })
  const items = query.data?.items ?? []
  const labelOf = (key: string) => t.typeLabel(key, items.find((type) => type.key === key)?.label ?? key)
  return { query, types: kind ? items.filter((type) => type.kind === kind) : items, labelOf }
}

export type ReportListItem = Schemas['Report'] & { created_by_name: string | null }
