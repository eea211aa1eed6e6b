'use client'

import { Anchor, Badge, Button, Group, Paper, Select, Skeleton, Stack, Table, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { allowedActions, type DisclosureAction } from '@case/domain/disclosures/disclosureStateMachine'
import { api, unwrap, type Schemas } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { AppModal } from '../ui/Dialogs'
import { PageHeader } from '../ui/PageHeader'
import { EmptyNote, LoadMore } from '../ui/ListFooter'
import { ProblemAlert } from '../ui/ProblemAlert'
import { disclosureMessages } from './messages'
import { MY_DISCLOSURES_KEY, RequestDisclosureDialog, type DisclosureTarget } from './RequestDisclosureDialog'

type Disclosure = Schemas['Disclosure']
type Status = Disclosure['status']
const STATUSES: Status[] = ['pending', 'approved', 'rejected', 'revoked', 'expired']
const STATUS_COLORS: Record<Status, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  revoked: 'gray',
  expired: 'gray',
}

/** Time left of an approval, in whole minutes (null when it has none). */
export function remainingMinutes(validUntil: string | null, now = Date.now()): number | null {
  if (!validUntil) return null
  return Math.max(0, Math.floor((new Date(validUntil).getTime() - now) / 60_000))
}

export function StatusBadge({ status }: { status: Status }) {
  const t = useMessages(disclosureMessages)
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t[status]}
    </Badge>
  )
}

/** One request's actions, as the state machine allows them to this viewer; the service checks again. */
export function useDisclosureActions(view: 'mine' | 'admin') {
  const t = useMessages(disclosureMessages)
  const queryClient = useQueryClient()
  const [reRequest, setReRequest] = useState<DisclosureTarget | null>(null)
  const [confirming, setConfirming] = useState<{ item: Disclosure; action: DisclosureAction } | null>(null)
  const [rejectReason, setRejectReason] = useState('')
  const run = useMutation({
    mutationFn: async ({ item, action }: { item: Disclosure; action: DisclosureAction }) => {
      const path = { params: { path: { id: item.id } } }
      if (view === 'mine') {
        if (action === 'revoke') return unwrap(api.PUT('/api/cases/disclosure-requests/{id}/revoke', path))
        if (action === 'delete') return unwrap(api.DELETE('/api/cases/disclosure-requests/{id}', path))
      } else {
        if (action === 'approve') return unwrap(api.PUT('/api/admin/disclosure-requests/{id}/approve', path))
        if (action === 'revoke') return unwrap(api.PUT('/api/admin/disclosure-requests/{id}/revoke', path))
        if (action === 'reactivate') return unwrap(api.PUT('/api/admin/disclosure-requests/{id}/reactivate', path))
        if (action === 'delete') return unwrap(api.DELETE('/api/admin/disclosure-requests/{id}', path))
        if (action === 'reject')
          return unwrap(
            api.PUT('/api/admin/disclosure-requests/{id}/reject', { ...path, body: { reason: rejectReason.trim() } }),
          )
      }
      throw new Error(`no ${action} for ${view}`)
    },
    onSuccess: async () => {
      setConfirming(null)
      setRejectReason('')
      notifications.show({ color: 'teal', message: t.done })
      await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes('disclosure') })
      await queryClient.invalidateQueries({ queryKey: ['case'] })
    },
  })
  const actor = view === 'mine' ? 'requester' : 'admin'
  const needsConfirmation = (action: DisclosureAction) =>
    action === 'delete' || action === 'revoke' || action === 'reject'
  const start = (item: Disclosure, action: DisclosureAction) => {
    if (action === 're_request') setReRequest({ previousRequestId: item.id, fallId: item.fall_id })
    else if (needsConfirmation(action)) setConfirming({ item, action })
    else run.mutate({ item, action })
  }
  const buttons = (item: Disclosure) => (
    <Group gap={6} wrap="nowrap">
      {allowedActions(item.status, actor).map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant={action === 'approve' ? 'filled' : 'light'}
          color={action === 'delete' || action === 'reject' ? 'red' : undefined}
          loading={run.isPending && run.variables?.item.id === item.id && run.variables.action === action}
          onClick={() => start(item, action)}
        >
          {t[action]}
        </Button>
      ))}
    </Group>
  )
  const dialogs = (
    <>
      <RequestDisclosureDialog target={reRequest} onClose={() => setReRequest(null)} />
      <AppModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.action === 'reject' ? t.rejectTitle : t.confirmTitle}
      >
        {confirming && (
          <Stack>
            {run.error ? <ProblemAlert error={run.error} /> : null}
            {confirming.action === 'reject' ? (
              <Textarea
                label={t.reason}
                description={t.rejectHint}
                required
                autosize
                minRows={2}
                value={rejectReason}
                onChange={(event) => setRejectReason(event.currentTarget.value)}
                data-autofocus
              />
            ) : (
              <Text>{confirming.action === 'delete' ? t.confirmDelete : t.confirmRevoke}</Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t.cancel}
              </Button>
              <Button
                color="red"
                loading={run.isPending}
                disabled={confirming.action === 'reject' && rejectReason.trim().length < 3}
                onClick={() => run.mutate(confirming)}
              >
                {confirming.action === 'reject' ? t.reject : t.confirm}
              </Button>
            </Group>
          </Stack>
        )}
      </AppModal>
    </>
  )
  return { buttons, dialogs, error: confirming ? null : run.error }
}

export function RemainingTime({ item }: { item: Disclosure }) {
  const t = useMessages(disclosureMessages)
  const minutes = item.status === 'approved' ? remainingMinutes(item.valid_until) : null
  return minutes === null ? <>–</> : <>{t.hoursMinutes(Math.floor(minutes / 60), minutes % 60)}</>
}

/** "My disclosures" (employees) and the administrators' list with a status filter. */
export function DisclosureList({ view }: { view: 'mine' | 'admin' }) {
  const t = useMessages(disclosureMessages)
  const { format } = useI18n()
  const [status, setStatus] = useState<Status | ''>('')
  const { buttons, dialogs, error } = useDisclosureActions(view)
  const list = useInfiniteQuery({
    queryKey: view === 'mine' ? [...MY_DISCLOSURES_KEY, status] : ['admin-disclosures', status],
    queryFn: ({ pageParam }) => {
      const query = { status: status || undefined, cursor: pageParam, page_size: 50 }
      return unwrap(
        view === 'mine'
          ? api.GET('/api/cases/my-disclosure-requests', { params: { query } })
          : api.GET('/api/admin/disclosure-requests', { params: { query } }),
      )
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <>
      <PageHeader
        title={view === 'mine' ? t.myTitle : t.adminTitle}
        description={view === 'mine' ? t.myDescription : t.adminDescription}
      />
      <Select
        label={t.statusFilter}
        data={[{ value: '', label: t.allStatuses }, ...STATUSES.map((value) => ({ value, label: t[value] }))]}
        value={status}
        onChange={(value) => setStatus((value ?? '') as Status | '')}
        allowDeselect={false}
        maw={260}
        mb="md"
      />
      {list.error ? <ProblemAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      {error ? <ProblemAlert error={error} /> : null}
      <Paper withBorder>
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {/* Status and time left first: on a phone they are what fits beside the Fall-ID */}
                <Table.Th>{t.fallId}</Table.Th>
                {view === 'admin' && <Table.Th>{t.requester}</Table.Th>}
                {/* A badge's label may shrink to an ellipsis: the column keeps room for the longest status */}
                <Table.Th miw={130}>{t.status}</Table.Th>
                <Table.Th>{t.remaining}</Table.Th>
                <Table.Th>{t.reason}</Table.Th>
                <Table.Th>{t.created}</Table.Th>
                <Table.Th>{t.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Skeleton h={22} />
                  </Table.Td>
                </Table.Tr>
              )}
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor component={Link} href={`/disclosures/${item.id}`} ff="monospace" fz="sm">
                      {item.fall_id}
                    </Anchor>
                  </Table.Td>
                  {view === 'admin' && <Table.Td>{item.requester_name}</Table.Td>}
                  <Table.Td>
                    <StatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>
                    <RemainingTime item={item} />
                  </Table.Td>
                  <Table.Td maw={280}>
                    <Text size="sm" lineClamp={2}>
                      {item.reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>{format.dateTime(item.created_at)}</Table.Td>
                  <Table.Td>{buttons(item)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <EmptyNote query={list} count={items.length} text={t.empty} />
      </Paper>
      <LoadMore query={list} label={t.loadMore} />
      {dialogs}
    </>
  )
}
