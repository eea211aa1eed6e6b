'use client'

import { Button, Group, Loader, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { api, unwrap } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { downloadThroughToken } from '../ui/download'
import { FileDropZone } from '../ui/FileDropZone'
import { PageHeader } from '../ui/PageHeader'
import { ProblemAlert, useProblemText } from '../ui/ProblemAlert'
import { syncMessages } from './messages'

const importSync = (file: File) =>
  unwrap(
    api.POST('/api/admin/sync/import', {
      body: { file },
      bodySerializer(body) {
        const form = new FormData()
        form.append('file', body.file)
        return form
      },
    }),
  )

export function SyncPage() {
  const t = useMessages(syncMessages)
  const { format } = useI18n()
  const problemText = useProblemText()
  const [jahr, setJahr] = useState<number | undefined>()
  const [file, setFile] = useState<File | null>(null)
  const exporting = useMutation({
    mutationFn: () => downloadThroughToken(`/api/admin/sync/export${jahr ? `?jahr=${jahr}` : ''}`),
    onError: (error) => notifications.show({ color: 'red', message: problemText(error) }),
  })
  const upload = useMutation({ mutationFn: importSync })
  const result = upload.data
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t.exportTitle}
          </Title>
          <Text size="sm" mb="sm">
            {t.exportHint}
          </Text>
          <Group align="flex-end">
            <NumberInput
              label={t.jahr}
              min={2000}
              max={2999}
              value={jahr ?? ''}
              onChange={(value) => setJahr(typeof value === 'number' ? value : undefined)}
              w={180}
            />
            <Button
              leftSection={<IconDownload aria-hidden size={16} />}
              loading={exporting.isPending}
              onClick={() => exporting.mutate()}
            >
              {t.export}
            </Button>
          </Group>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t.importTitle}
          </Title>
          {!file ? (
            <FileDropZone
              label={t.dropLabel}
              hint={t.dropHint}
              accept=".xlsx"
              onFile={(chosen) => {
                setFile(chosen)
                upload.mutate(chosen)
              }}
            />
          ) : upload.isPending ? (
            <Group role="status">
              <Loader size="sm" />
              <Text>{t.importing(file.name)}</Text>
            </Group>
          ) : (
            <Button
              variant="default"
              onClick={() => {
                setFile(null)
                upload.reset()
              }}
            >
              {t.another}
            </Button>
          )}
        </Paper>
      </SimpleGrid>
      {upload.error ? <ProblemAlert error={upload.error} /> : null}
      {result && file && (
        <Stack mt="md">
          <Title order={2} size="h4">
            {t.resultTitle(file.name)}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(
              [
                [t.updated, result.updated],
                [t.unchanged, result.unchanged],
                [t.conflicts, result.conflicts.length],
                [t.errors, result.errors.length],
              ] as const
            ).map(([label, value]) => (
              <Paper withBorder p="sm" key={label}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fz={24} fw={700}>
                  {format.number(value)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {(result.conflicts.length > 0 || result.errors.length > 0) && (
            <Paper withBorder>
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t.row}</Table.Th>
                      <Table.Th>{t.fallId}</Table.Th>
                      <Table.Th>{t.reason}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[
                      ...result.conflicts.map((conflict) => ({ ...conflict, message: conflict.reason })),
                      ...result.errors.map((error) => ({ ...error, fall_id: '–' })),
                    ]
                      .sort((a, b) => a.row - b.row)
                      .map((row) => (
                        <Table.Tr key={`${row.row}-${row.message}`}>
                          <Table.Td>{row.row}</Table.Td>
                          <Table.Td ff="monospace">{row.fall_id}</Table.Td>
                          <Table.Td>{row.message}</Table.Td>
                        </Table.Tr>
                      ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </Stack>
      )}
    </>
  )
}
