'use client'

import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api, unwrap } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { FileDropZone } from '../ui/FileDropZone'
import { ProblemAlert } from '../ui/ProblemAlert'
import { CODING_QUEUE_KEY } from './CodingQueue'
import { codingMessages } from './messages'

type ImportResult = Awaited<ReturnType<typeof importFile>>

const importFile = (file: File, dryRun: boolean) =>
  unwrap(
    api.POST('/api/cases/icd-import', {
      params: { query: { dry_run: dryRun } },
      body: { file },
      bodySerializer(body) {
        const form = new FormData()
        form.append('file', body.file)
        return form
      },
    }),
  )

/** The rows of the file in sheet order: what each would change, and the rows the service could not use. */
export function importRows(result: ImportResult) {
  return [
    ...result.rows.map((row) => ({ ...row, message: undefined as string | undefined })),
    ...result.errors.map((error) => ({
      row: error.row,
      fall_id: '',
      outcome: 'error' as const,
      changes: {} as ImportResult['rows'][number]['changes'],
      message: error.message,
    })),
  ].sort((a, b) => a.row - b.row)
}

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  const { format } = useI18n()
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} c={color}>
        {format.number(value)}
      </Text>
    </Paper>
  )
}

function ResultTable({ result }: { result: ImportResult }) {
  const t = useMessages(codingMessages)
  const outcomeBadge = {
    update: ['teal', t.outcomeUpdate],
    unchanged: ['gray', t.outcomeUnchanged],
    error: ['red', t.outcomeError],
  } as const
  const describe = (changes: ImportResult['rows'][number]['changes']) =>
    [
      changes.icd10 && `${t.icd10} ${changes.icd10}`,
      changes.gutachten_ergebnis && `${t.gutachtenErgebnis}: ${t[changes.gutachten_ergebnis]}`,
      changes.therapieaenderung !== undefined && `${t.therapieaenderung}: ${changes.therapieaenderung ? t.yes : t.no}`,
    ]
      .filter(Boolean)
      .join(', ')
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs">
        <caption>
          <VisuallyHidden>{t.rowsTable}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.row}</Table.Th>
            <Table.Th>{t.fallId}</Table.Th>
            <Table.Th>{t.outcome}</Table.Th>
            <Table.Th>{t.change}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {importRows(result).map((row, index) => (
            <Table.Tr key={`${row.row}-${index}`}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td ff="monospace" fz="sm">
                {row.fall_id || '–'}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={outcomeBadge[row.outcome][0]}>
                  {outcomeBadge[row.outcome][1]}
                </Badge>
              </Table.Td>
              <Table.Td>{row.message ?? describe(row.changes)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** ICD import: the file is checked first (dry run, row by row); only "apply" writes. */
export function IcdImportPanel() {
  const t = useMessages(codingMessages)
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [applied, setApplied] = useState<ImportResult | null>(null)
  const dryRun = useMutation({ mutationFn: (chosen: File) => importFile(chosen, true) })
  const apply = useMutation({
    mutationFn: (chosen: File) => importFile(chosen, false),
    onSuccess: async (result) => {
      setApplied(result)
      await queryClient.invalidateQueries({ queryKey: CODING_QUEUE_KEY })
    },
  })
  const choose = (chosen: File) => {
    setFile(chosen)
    setApplied(null)
    apply.reset()
    dryRun.mutate(chosen)
  }
  const reset = () => {
    setFile(null)
    setApplied(null)
    dryRun.reset()
    apply.reset()
  }
  const preview = dryRun.data
  return (
    <Stack>
      <Title order={2} size="h4">
        {t.importTitle}
      </Title>
      <Text size="sm">{t.importIntro}</Text>
      {!file && <FileDropZone label={t.dropLabel} hint={t.dropHint} accept=".xlsx" onFile={choose} />}
      {dryRun.isPending && file && (
        <Group role="status">
          <Loader size="sm" />
          <Text>{t.checking(file.name)}</Text>
        </Group>
      )}
      {dryRun.error && <ProblemAlert error={dryRun.error} />}
      {apply.error && <ProblemAlert error={apply.error} />}
      {file && (preview || applied) && (
        <Stack>
          <Title order={3} size="h5">
            {applied ? t.resultTitle : t.dryRunTitle(file.name)} · {t.format((applied ?? preview)!.format)}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label={applied ? t.updated : t.wouldUpdate} value={(applied ?? preview)!.updated} color="teal.9" />
            <Figure label={t.unchanged} value={(applied ?? preview)!.unchanged} />
            <Figure label={t.skipped} value={(applied ?? preview)!.skipped} />
            <Figure label={t.errors} value={(applied ?? preview)!.errors.length} color="red.9" />
          </SimpleGrid>
          <Paper withBorder>
            <ResultTable result={(applied ?? preview)!} />
          </Paper>
          {applied ? (
            <Group>
              <Button variant="default" onClick={reset}>
                {t.another}
              </Button>
            </Group>
          ) : preview!.updated === 0 ? (
            <Alert color="blue">
              {t.nothingToImport}{' '}
              <Button variant="subtle" size="xs" onClick={reset}>
                {t.another}
              </Button>
            </Alert>
          ) : (
            <Group>
              <Button loading={apply.isPending} onClick={() => apply.mutate(file)}>
                {t.commit(preview!.updated)}
              </Button>
              <Button variant="default" onClick={reset} disabled={apply.isPending}>
                {t.discard}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  )
}
