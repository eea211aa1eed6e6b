'use client'

import { Anchor, Button, Checkbox, Group, Modal, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload, IconTrash } from '@tabler/icons-react'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { api, unwrap } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { LoadMore } from '../ui/ListFooter'
import { ProblemAlert, useProblemText } from '../ui/ProblemAlert'
import { reportMessages } from './messages'
import { keepListed, sizeInKb } from './reportLogic'
import { ScrollTable } from './ScrollTable'
import { useReportTypes, type ReportListItem } from './useReportTypes'
import { useReportDownload } from './useReportDownload'

type ListFilter = { report_type_prefix: string } | { exclude_prefix: string }

/** The stored reports of one page (filtered by type prefix), newest week first, with download and — for admins — bulk delete. */
export function ReportList({ filter, canDelete }: { filter: ListFilter; canDelete: boolean }) {
  const t = useMessages(reportMessages)
  const { format } = useI18n()
  const { labelOf } = useReportTypes()
  const download = useReportDownload()
  const list = useInfiniteQuery({
    queryKey: ['reports', 'list', filter],
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/reports/list', { params: { query: { ...filter, cursor: pageParam, page_size: 50 } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
  const reports: ReportListItem[] = list.data?.pages.flatMap((page) => page.items) ?? []
  const [picked, setPicked] = useState<Set<string>>(new Set())
  const selected = keepListed(picked, reports)
  const nameOf = (report: ReportListItem) =>
    `${labelOf(report.report_type)}, ${t.period(report.jahr, report.kw_from, report.kw_to)}`
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const allSelected = reports.length > 0 && selected.size === reports.length
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {t.listTitle}
        </Title>
        {canDelete && <DeleteSelected ids={[...selected]} onDeleted={() => setPicked(new Set())} />}
      </Group>
      {list.error && <ProblemAlert error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && (
        <Stack gap="xs">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h={36} />
          ))}
        </Stack>
      )}
      {list.isSuccess && reports.length === 0 && <Text c="dimmed">{t.empty}</Text>}
      {reports.length > 0 && (
        <ScrollTable label={t.listTitle} minWidth={canDelete ? 820 : 780}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {canDelete && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t.selectAll}
                      checked={allSelected}
                      indeterminate={selected.size > 0 && !allSelected}
                      onChange={(event) =>
                        setPicked(new Set(event.currentTarget.checked ? reports.map((report) => report.id) : []))
                      }
                    />
                  </Table.Th>
                )}
                <Table.Th>{t.columnType}</Table.Th>
                <Table.Th>{t.columnPeriod}</Table.Th>
                <Table.Th ta="right">{t.columnVersion}</Table.Th>
                <Table.Th>{t.columnCreatedBy}</Table.Th>
                <Table.Th>{t.columnUpdated}</Table.Th>
                <Table.Th ta="right">{t.columnSize}</Table.Th>
                <Table.Th>{t.columnActions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.map((report) => (
                <Table.Tr key={report.id}>
                  {canDelete && (
                    <Table.Td>
                      <Checkbox
                        aria-label={t.selectReport(nameOf(report))}
                        checked={selected.has(report.id)}
                        onChange={(event) => toggle(report.id, event.currentTarget.checked)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Anchor component={Link} href={`/reports/${report.id}`} aria-label={t.viewReport(nameOf(report))}>
                      {labelOf(report.report_type)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t.period(report.jahr, report.kw_from, report.kw_to)}</Table.Td>
                  <Table.Td ta="right">{format.number(report.version)}</Table.Td>
                  <Table.Td>{report.created_by_name ?? t.unknownAuthor}</Table.Td>
                  <Table.Td>{format.dateTime(report.updated_at)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t.sizeKb(format.number(sizeInKb(report.file_size), 1))}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconDownload aria-hidden size={16} />}
                      aria-label={t.downloadReport(nameOf(report))}
                      onClick={() => download(report.id)}
                    >
                      {t.download}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={list} label={t.loadMore} />
    </Paper>
  )
}

/** Bulk delete behind a confirmation: the reports and their files are gone for good. */
function DeleteSelected({ ids, onDeleted }: { ids: string[]; onDeleted: () => void }) {
  const t = useMessages(reportMessages)
  const problemText = useProblemText()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/reports', { body: { ids } })),
    onSuccess: async ({ deleted }) => {
      setOpen(false)
      onDeleted()
      notifications.show({ color: 'teal', message: t.deleted(deleted.length) })
      await queryClient.invalidateQueries({ queryKey: ['reports', 'list'] })
    },
    onError: (error) => notifications.show({ color: 'red', message: problemText(error) }),
  })
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash aria-hidden size={16} />}
        disabled={ids.length === 0}
        onClick={() => setOpen(true)}
      >
        {t.deleteSelected(ids.length)}
      </Button>
      {/* Without Modal.Header: its <header> would be a second banner landmark (axe). */}
      <Modal.Root opened={open} onClose={() => setOpen(false)} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Body pt="md">
            <Modal.Title fw={700} mb="sm">
              {t.confirmTitle}
            </Modal.Title>
            <Text mb="lg">{t.confirmText(ids.length)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t.cancel}
              </Button>
              <Button color="red.9" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t.confirmDelete}
              </Button>
            </Group>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  )
}
