'use client'

import { Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core'
import { notifications as toasts } from '@mantine/notifications'
import { IconChecks, IconExternalLink } from '@tabler/icons-react'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { api, unwrap, type Schemas } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { UNREAD_QUERY_KEY } from '../shell/AppFrame'
import { PageHeader } from '../ui/PageHeader'
import { LoadMore } from '../ui/ListFooter'
import { ProblemAlert } from '../ui/ProblemAlert'
import { notificationMessages } from './messages'

const LIST_KEY = ['notifications', 'list'] as const

function NotificationCard({
  item,
  onRead,
  busy,
}: {
  item: Schemas['Notification']
  onRead: () => void
  busy: boolean
}) {
  const t = useMessages(notificationMessages)
  const { format } = useI18n()
  return (
    <Card withBorder padding="md" component="li" bg={item.read ? undefined : 'var(--mantine-color-blue-light)'}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs">
            {!item.read && <Badge size="sm">{t.new}</Badge>}
            <Text fw={600}>{item.title}</Text>
          </Group>
          {item.body && <Text size="sm">{item.body}</Text>}
          <Text size="xs" c="dimmed">
            <time dateTime={item.created_at}>{format.dateTime(item.created_at)}</time>
          </Text>
        </Stack>
        <Group gap="xs">
          {item.link && (
            <Button
              component={Link}
              href={item.link}
              size="xs"
              variant="light"
              leftSection={<IconExternalLink size={14} aria-hidden />}
              aria-label={t.openOf(item.title)}
              onClick={() => !item.read && onRead()}
            >
              {t.open}
            </Button>
          )}
          {!item.read && (
            <Button size="xs" variant="default" loading={busy} onClick={onRead} aria-label={t.markReadOf(item.title)}>
              {t.markRead}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  )
}

export function NotificationsPage() {
  const t = useMessages(notificationMessages)
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<'all' | 'unread'>('all')
  const list = useInfiniteQuery({
    queryKey: [...LIST_KEY, filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/notifications', {
          params: {
            query: { unread: filter === 'unread', page_size: 50, ...(pageParam ? { cursor: pageParam } : {}) },
          },
        }),
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })
  // The list and the bell's count change together.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LIST_KEY }),
      queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }),
    ])
  const markOne = useMutation({
    mutationFn: (id: string) => unwrap(api.PUT('/api/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: refresh,
  })
  const markAll = useMutation({
    mutationFn: () => unwrap(api.PUT('/api/notifications/read-all')),
    onSuccess: async (answer) => {
      toasts.show({ message: t.allMarked(answer.updated), color: 'green' })
      await refresh()
    },
  })
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  const unreadCount = list.data?.pages[0]?.unread_count ?? 0
  return (
    <>
      <PageHeader
        title={t.title}
        description={list.data ? t.description(unreadCount) : undefined}
        actions={
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unreadCount === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t.markAllRead}
          </Button>
        }
      />
      <SegmentedControl
        mb="md"
        aria-label={t.filter}
        value={filter}
        onChange={(value) => setFilter(value as 'all' | 'unread')}
        data={[
          { value: 'all', label: t.all },
          { value: 'unread', label: t.unread },
        ]}
      />
      {list.error && <ProblemAlert error={list.error} onRetry={() => void list.refetch()} />}
      {(markOne.error ?? markAll.error) && <ProblemAlert error={markOne.error ?? markAll.error} />}
      {list.isPending ? (
        <Stack gap="sm">
          <Skeleton h={80} />
          <Skeleton h={80} />
        </Stack>
      ) : items.length === 0 && !list.error ? (
        <Text c="dimmed">{filter === 'unread' ? t.emptyUnread : t.empty}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <NotificationCard
              key={item.id}
              item={item}
              busy={markOne.isPending && markOne.variables === item.id}
              onRead={() => markOne.mutate(item.id)}
            />
          ))}
        </Stack>
      )}
      <LoadMore query={list} label={t.more} />
    </>
  )
}
