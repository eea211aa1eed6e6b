'use client'

import { Button, Code, Group, Paper, Select, SimpleGrid, Skeleton, Table, TextInput } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { AUDIT_ACTIONS, type AuditAction } from '@case/features/audit/auditActions'
import { api, unwrap } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { PageHeader } from '../ui/PageHeader'
import { EmptyNote, LoadMore } from '../ui/ListFooter'
import { ProblemAlert } from '../ui/ProblemAlert'
import { AUDIT_ACTION_LABELS } from './actionLabels'
import { auditMessages } from './messages'

type Filters = { user_id?: string; action?: AuditAction; case_id?: string; from?: string; to?: string }

/** A picked day as the instant it starts (from) or ends (to) in the browser's time zone; the API takes instants. */
const dayBoundary = (day: string | null, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`).toISOString() : undefined

export function AuditLogPage() {
  const t = useMessages(auditMessages)
  const { format, language } = useI18n()
  const [draft, setDraft] = useState({
    user_id: '',
    action: '',
    case_id: '',
    from: null as string | null,
    to: null as string | null,
  })
  const [filters, setFilters] = useState<Filters>({})
  const users = useQuery({
    queryKey: ['admin-users', 'all'],
    queryFn: () => unwrap(api.GET('/api/admin/users', { params: { query: { page_size: 200 } } })),
  })
  const log = useInfiniteQuery({
    queryKey: ['audit-log', filters],
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/admin/audit-log', { params: { query: { ...filters, cursor: pageParam, page_size: 50 } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
  const entries = log.data?.pages.flatMap((page) => page.items) ?? []
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFilters({
      user_id: draft.user_id || undefined,
      action: (draft.action || undefined) as AuditAction | undefined,
      case_id: draft.case_id.trim() || undefined,
      from: dayBoundary(draft.from, false),
      to: dayBoundary(draft.to, true),
    })
  }
  const label = (action: AuditAction) => AUDIT_ACTION_LABELS[action][language]
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Paper withBorder p="md" mb="md" component="form" onSubmit={submit} role="search">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <Select
            label={t.user}
            searchable
            data={[
              { value: '', label: t.all },
              ...(users.data?.items ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.email})` })),
            ]}
            value={draft.user_id}
            onChange={(value) => setDraft({ ...draft, user_id: value ?? '' })}
            allowDeselect={false}
          />
          <Select
            label={t.action}
            searchable
            data={[{ value: '', label: t.all }, ...AUDIT_ACTIONS.map((value) => ({ value, label: label(value) }))]}
            value={draft.action}
            onChange={(value) => setDraft({ ...draft, action: value ?? '' })}
            allowDeselect={false}
          />
          <TextInput
            label={t.caseId}
            description={t.caseIdHint}
            value={draft.case_id}
            onChange={(event) => setDraft({ ...draft, case_id: event.currentTarget.value })}
          />
          <DateInput
            label={t.from}
            clearable
            valueFormat="DD.MM.YYYY"
            value={draft.from}
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <DateInput
            label={t.to}
            clearable
            valueFormat="DD.MM.YYYY"
            value={draft.to}
            onChange={(to) => setDraft({ ...draft, to })}
          />
        </SimpleGrid>
        <Group mt="md" gap="xs">
          <Button type="submit">{t.apply}</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft({ user_id: '', action: '', case_id: '', from: null, to: null })
              setFilters({})
            }}
          >
            {t.reset}
          </Button>
        </Group>
      </Paper>
      {log.error ? <ProblemAlert error={log.error} onRetry={() => void log.refetch()} /> : null}
      <Paper withBorder>
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.at}</Table.Th>
                <Table.Th>{t.user}</Table.Th>
                <Table.Th>{t.action}</Table.Th>
                <Table.Th>{t.entity}</Table.Th>
                <Table.Th>{t.ip}</Table.Th>
                <Table.Th>{t.details}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.isPending && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Skeleton h={22} />
                  </Table.Td>
                </Table.Tr>
              )}
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.user_name ?? t.system}</Table.Td>
                  <Table.Td>{label(entry.action)}</Table.Td>
                  <Table.Td>{entry.entity_type ? `${entry.entity_type} ${entry.entity_id ?? ''}` : '–'}</Table.Td>
                  <Table.Td>{entry.ip ?? '–'}</Table.Td>
                  <Table.Td>
                    {entry.details ? (
                      <Code fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                        {JSON.stringify(entry.details)}
                      </Code>
                    ) : (
                      '–'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <EmptyNote query={log} count={entries.length} text={t.empty} />
      </Paper>
      <LoadMore query={log} label={t.loadMore} />
    </>
  )
}
