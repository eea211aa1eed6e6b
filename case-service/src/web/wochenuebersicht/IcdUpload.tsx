'use client'

import { Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api, unwrap, type paths } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { ScrollTable } from '../reports/ScrollTable'
import { FileDropZone } from '../ui/FileDropZone'
import { ProblemAlert } from '../ui/ProblemAlert'
import { wochenuebersichtMessages } from './messages'

type ImportResult =
  paths['/api/reports/wochenuebersicht/upload-icd']['post']['responses'][200]['content']['application/json']

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

function upload(file: File, dryRun: boolean): Promise<ImportResult> {
  return unwrap(
    api.POST('/api/reports/wochenuebersicht/upload-icd', {
      params: { query: { dry_run: dryRun } },
      body: { file },
      bodySerializer(body) {
        const form = new FormData()
        form.append('file', body.file)
        return form
      },
    }),
  )
}

/**
 * ICD-10 codes from a filled-in Wochenübersicht (every role): the file is first checked in a dry run, whose result is
 * shown with every refused row; only the user's confirmation sends it again to be imported.
 */
export function IcdUpload() {
  const t = useMessages(wochenuebersichtMessages)
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File>()
  const check = useMutation({ mutationFn: (chosen: File) => upload(chosen, true) })
  const commit = useMutation({
    mutationFn: (chosen: File) => upload(chosen, false),
    // Imported codes change the dashboard's open work and the cases' lists.
    onSuccess: () => queryClient.invalidateQueries(),
  })
  const reset = () => {
    setFile(undefined)
    check.reset()
    commit.reset()
  }
  const choose = (chosen: File) => {
    reset()
    setFile(chosen)
    check.mutate(chosen)
  }
  const busy = check.isPending || commit.isPending
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t.uploadHint}
      </Text>
      {!commit.data && (
        <FileDropZone label={t.dropLabel} hint={t.dropHint} accept={XLSX_TYPES} onFile={choose} disabled={busy} />
      )}
      {busy && file && (
        <Stack gap={4}>
          <Progress
            value={100}
            animated
            striped
            aria-label={check.isPending ? t.checking(file.name) : t.importing(file.name)}
          />
          <Text size="sm" role="status">
            {check.isPending ? t.checking(file.name) : t.importing(file.name)}
          </Text>
        </Stack>
      )}
      {check.error && <ProblemAlert error={check.error} />}
      {commit.error && <ProblemAlert error={commit.error} />}
      {file && check.data && !commit.data && (
        <>
          <ImportResultView title={t.dryRunTitle(file.name)} note={t.dryRunNote} result={check.data} />
          <Group gap="sm">
            <Button onClick={() => commit.mutate(file)} loading={commit.isPending} disabled={check.data.updated === 0}>
              {check.data.updated === 0 ? t.nothingToCommit : t.commit(check.data.updated)}
            </Button>
            <Button variant="default" onClick={reset} disabled={commit.isPending}>
              {t.discard}
            </Button>
          </Group>
        </>
      )}
      {file && commit.data && (
        <>
          <ImportResultView title={t.doneTitle(file.name)} result={commit.data} />
          <Group>
            <Button variant="default" onClick={reset}>
              {t.another}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  )
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700}>
        {value}
      </Text>
    </Card>
  )
}

/** The counts of an import and every refused row with the service's reason. */
function ImportResultView({ title, note, result }: { title: string; note?: string; result: ImportResult }) {
  const t = useMessages(wochenuebersichtMessages)
  const { format } = useI18n()
  return (
    <Stack gap="sm" aria-live="polite">
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        <Count label={t.formatLabel} value={t.formats(result.format)} />
        <Count label={t.updated} value={format.number(result.updated)} />
        <Count label={t.unchanged} value={format.number(result.unchanged)} />
        <Count label={t.skipped} value={format.number(result.skipped)} />
        <Count label={t.errorsCount} value={format.number(result.errors.length)} />
      </SimpleGrid>
      {result.errors.length === 0 ? (
        <Text size="sm">{t.noErrors}</Text>
      ) : (
        <ScrollTable label={t.errorsTitle} minWidth={360}>
          <Table striped withTableBorder verticalSpacing={6}>
            <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>{t.errorsTitle}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={80}>
                  {t.row}
                </Table.Th>
                <Table.Th scope="col">{t.message}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.errors.map((error) => (
                <Table.Tr key={`${error.row}:${error.message}`}>
                  <Table.Td>{error.row}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  )
}
