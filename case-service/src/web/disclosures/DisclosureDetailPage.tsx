'use client'

import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { api, unwrap } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { useUser } from '../session/useSession'
import { PageHeader } from '../ui/PageHeader'
import { ProblemAlert } from '../ui/ProblemAlert'
import { RemainingTime, StatusBadge, useDisclosureActions } from './DisclosureList'
import { disclosureMessages } from './messages'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  )
}

/** One request (notifications link here): its state, the case, and what the viewer can do with it. */
export function DisclosureDetailPage({ id }: { id: string }) {
  const t = useMessages(disclosureMessages)
  const { format } = useI18n()
  const admin = useUser().role === 'admin'
  const { buttons, dialogs, error } = useDisclosureActions(admin ? 'admin' : 'mine')
  const query = useQuery({
    queryKey: ['disclosure', id],
    queryFn: () =>
      unwrap(
        admin
          ? api.GET('/api/admin/disclosure-requests/{id}', { params: { path: { id } } })
          : api.GET('/api/cases/disclosure-requests/{id}', { params: { path: { id } } }),
      ),
  })
  const item = query.data
  return (
    <>
      <Anchor component={Link} href={admin ? '/admin/disclosures' : '/disclosures'} size="sm">
        ← {admin ? t.adminTitle : t.myTitle}
      </Anchor>
      <PageHeader title={t.detailTitle} />
      {query.error ? <ProblemAlert error={query.error} /> : null}
      {error ? <ProblemAlert error={error} /> : null}
      {!item && query.isPending && <Skeleton h={200} />}
      {item && (
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mb="md">
            <Fact label={t.fallId}>
              <Anchor component={Link} href={`/cases/${item.case_id}`} ff="monospace">
                {item.fall_id}
              </Anchor>
            </Fact>
            <Fact label={t.status}>
              <StatusBadge status={item.status} />
            </Fact>
            <Fact label={t.remaining}>
              <RemainingTime item={item} />
            </Fact>
            <Fact label={t.requester}>{item.requester_name}</Fact>
            <Fact label={t.created}>{format.dateTime(item.created_at)}</Fact>
            <Fact label={t.validUntil}>{format.dateTime(item.valid_until)}</Fact>
            <Fact label={t.reason}>{item.reason}</Fact>
            {item.reject_reason && <Fact label={t.rejectReason}>{item.reject_reason}</Fact>}
          </SimpleGrid>
          <Group>
            <Button component={Link} href={`/cases/${item.case_id}`} variant="default">
              {t.openCase}
            </Button>
            {buttons(item)}
          </Group>
        </Paper>
      )}
      {dialogs}
    </>
  )
}
