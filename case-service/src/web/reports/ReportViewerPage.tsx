'use client'

import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconDownload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { api, unwrap, type Schemas } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { PageHeader } from '../ui/PageHeader'
import { ProblemAlert } from '../ui/ProblemAlert'
import { reportMessages } from './messages'
import { wochenuebersichtCells } from './reportLogic'
import { ReportTableView } from './ReportTableView'
import { ScrollTable } from './ScrollTable'
import { useReportDownload } from './useReportDownload'
import { useReportTypes } from './useReportTypes'

type StandardReport = Schemas['StandardReportData']
type Wochenuebersicht = Schemas['WochenuebersichtReportData']

const isStandard = (report: Schemas['ReportData']): report is StandardReport => 'sheets' in report.report_data

/** The stored report JSON: a standard report's five sheets as tabs, a Wochenübersicht as its KW blocks. */
export function ReportViewerPage({ id }: { id: string }) {
  const t = useMessages(reportMessages)
  const { format } = useI18n()
  const { labelOf } = useReportTypes()
  const download = useReportDownload()
  const report = useQuery({
    queryKey: ['reports', 'data', id],
    queryFn: () => unwrap(api.GET('/api/reports/{id}/data', { params: { path: { id } } })),
  })
  const data = report.data
  const standard = data ? isStandard(data) : true
  const backHref = standard ? '/reports' : '/wochenuebersicht'
  return (
    <>
      <Anchor
        component={Link}
        href={backHref}
        size="sm"
        mb="xs"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft aria-hidden size={16} />
        {t.back}
      </Anchor>
      <PageHeader
        title={data ? t.viewerTitle(labelOf(data.report_type), t.period(data.jahr, data.kw_from, data.kw_to)) : t.title}
        description={data ? t.viewerDescription(format.dateTime(data.updated_at), data.version) : undefined}
        actions={
          data && (
            <Button leftSection={<IconDownload aria-hidden size={16} />} onClick={() => download(data.id)}>
              {t.download}
            </Button>
          )
        }
      />
      {report.error && <ProblemAlert error={report.error} onRetry={() => void report.refetch()} />}
      {report.isPending && <Skeleton h={320} />}
      {data && (isStandard(data) ? <SheetTabs report={data} /> : <WochenuebersichtBlocks report={data} />)}
    </>
  )
}

function SheetTabs({ report }: { report: StandardReport }) {
  const t = useMessages(reportMessages)
  const sheets = report.report_data.sheets
  return (
    <Paper withBorder p="md">
      {/* Tab values are indexes: Mantine derives element ids from them, and sheet names contain spaces. */}
      <Tabs defaultValue="0" keepMounted={false}>
        <Tabs.List aria-label={t.sheetsLabel} mb="md">
          {sheets.map((sheet, index) => (
            <Tabs.Tab key={sheet.name} value={String(index)}>
              {sheet.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sheets.map((sheet, index) => (
          <Tabs.Panel key={sheet.name} value={String(index)}>
            <ReportTableView sheet={sheet} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {t.columnNote && (
        <Text size="xs" c="dimmed" mt="sm">
          {t.columnNote}
        </Text>
      )}
    </Paper>
  )
}

function WochenuebersichtBlocks({ report }: { report: Wochenuebersicht }) {
  const t = useMessages(reportMessages)
  const { format } = useI18n()
  const { columns, blocks } = report.report_data
  if (blocks.length === 0) return <Text c="dimmed">{t.noBlocks}</Text>
  return (
    <Stack gap="lg">
      {t.columnNote && (
        <Text size="xs" c="dimmed">
          {t.columnNote}
        </Text>
      )}
      {blocks.map((block) => (
        <Paper withBorder p="md" key={block.kw}>
          <Group gap="sm" mb="xs">
            <Title order={2} size="h4">
              {block.label}
            </Title>
            <Badge variant="light">{t.blockCount(block.rows.length)}</Badge>
          </Group>
          <ScrollTable label={block.label} minWidth={880}>
            <Table striped withTableBorder verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column} scope="col">
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {block.rows.map((row) => (
                  <Table.Tr key={row.case_id}>
                    {wochenuebersichtCells(row, columns, format.date).map((cell, index) => (
                      <Table.Td key={columns[index]} style={{ whiteSpace: 'nowrap' }}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Paper>
      ))}
    </Stack>
  )
}
