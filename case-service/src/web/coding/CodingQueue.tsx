'use client'

import { Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api, ApiProblem, unwrap, type Schemas } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { AppDrawer, AppModal } from '../ui/Dialogs'
import { LoadMore } from '../ui/ListFooter'
import { ProblemAlert } from '../ui/ProblemAlert'
import { CodingFields } from './CodingFields'
import { codingChanges, codingFormOf, emptyCodingForm, type CodingFormValues } from './codingValues'
import { codingMessages } from './messages'

export const CODING_QUEUE_KEY = ['coding-queue'] as const
const PAGE_SIZE = 25

type QueueCase = Schemas['Case']

/** The queue holds admins' cases, never masked ones: the narrowing keeps the unmasked type. */
const unmasked = (items: (Schemas['Case'] | Schemas['CaseMasked'])[]) =>
  items.filter((item): item is QueueCase => !item.masked)

function SaveButtons({ busy, disabled, onCancel }: { busy: boolean; disabled: boolean; onCancel: () => void }) {
  const t = useMessages(codingMessages)
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel}>
        {t.cancel}
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {t.save}
      </Button>
    </Group>
  )
}

export function CodingQueue() {
  const t = useMessages(codingMessages)
  const { format } = useI18n()
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<Map<string, QueueCase>>(new Map())
  const [editing, setEditing] = useState<{ item: QueueCase; values: CodingFormValues } | null>(null)
  const [batch, setBatch] = useState<CodingFormValues | null>(null)

  const queue = useInfiniteQuery({
    queryKey: CODING_QUEUE_KEY,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/coding/queue', { params: { query: { page_size: PAGE_SIZE, cursor: pageParam } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
  const items = unmasked(queue.data?.pages.flatMap((page) => page.items) ?? [])

  const afterSave = async (message: string) => {
    notifications.show({ color: 'teal', message })
    setSelected(new Map())
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CODING_QUEUE_KEY }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ])
  }
  const onConflict = async (error: unknown) => {
    if (error instanceof ApiProblem && error.code === 'version_conflict') {
      notifications.show({ color: 'orange', message: t.versionConflict })
      await queryClient.invalidateQueries({ queryKey: CODING_QUEUE_KEY })
    }
  }

  const codeOne = useMutation({
    mutationFn: ({ item, values }: { item: QueueCase; values: CodingFormValues }) =>
      unwrap(
        api.PUT('/api/coding/{id}', {
          params: { path: { id: item.id } },
          body: { ...codingChanges(values), version: item.version },
        }),
      ),
    onSuccess: async (_, { item }) => {
      setEditing(null)
      await afterSave(t.saved(item.fall_id))
    },
    onError: onConflict,
  })
  const codeBatch = useMutation({
    mutationFn: (values: CodingFormValues) =>
      unwrap(
        api.POST('/api/coding/batch', {
          body: {
            items: [...selected.values()].map((item) => ({
              case_id: item.id,
              version: item.version,
              ...codingChanges(values),
            })),
          },
        }),
      ),
    onSuccess: async (answer) => {
      setBatch(null)
      await afterSave(t.batchSaved(answer.items.length))
    },
    onError: onConflict,
  })

  const toggle = (item: QueueCase, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current)
      if (checked) next.set(item.id, item)
      else next.delete(item.id)
      return next
    })
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id))

  if (queue.error) return <ProblemAlert error={queue.error} onRetry={() => void queue.refetch()} />
  return (
    <Stack>
      <Group justify="space-between" mih={36}>
        <Text size="sm" aria-live="polite">
          {selected.size > 0 ? t.selected(selected.size) : ''}
        </Text>
        <Button disabled={selected.size === 0} onClick={() => setBatch(emptyCodingForm())}>
          {t.codeSelected}
        </Button>
      </Group>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t.selectPage}
                    checked={allSelected}
                    indeterminate={!allSelected && items.some((item) => selected.has(item.id))}
                    onChange={(event) => items.forEach((item) => toggle(item, event.currentTarget.checked))}
                  />
                </Table.Th>
                <Table.Th>{t.fallId}</Table.Th>
                <Table.Th>{t.datum}</Table.Th>
                <Table.Th>{t.fallgruppe}</Table.Th>
                <Table.Th>{t.icd10}</Table.Th>
                <Table.Th>{t.gutachtenErgebnis}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t.actions}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queue.isPending &&
                Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={index}>
                    <Table.Td colSpan={7}>
                      <Skeleton h={24} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t.select(item.fall_id)}
                      checked={selected.has(item.id)}
                      onChange={(event) => toggle(item, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td ff="monospace" fz="sm">
                    {item.fall_id}
                  </Table.Td>
                  <Table.Td>{format.date(item.datum)}</Table.Td>
                  <Table.Td>{item.fallgruppe}</Table.Td>
                  <Table.Td>
                    {item.icd10 ?? (
                      <Badge variant="light" color="orange">
                        {t.none}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {item.gutachten_ergebnis ? (t[item.gutachten_ergebnis as keyof typeof t] as string) : t.none}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t.codeCase(item.fall_id)}
                      onClick={() => setEditing({ item, values: codingFormOf(item) })}
                    >
                      {t.code}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {queue.isSuccess && items.length === 0 && (
          <Text p="md" c="dimmed">
            {t.empty}
          </Text>
        )}
      </Paper>
      <LoadMore query={queue} label={t.loadMore} />

      <AppDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t.codeCase(editing.item.fall_id) : ''}
      >
        {editing && (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              codeOne.mutate(editing)
            }}
          >
            {codeOne.error ? <ProblemAlert error={codeOne.error} /> : null}
            <Text size="sm" c="dimmed" mb="sm">
              {editing.item.fallgruppe} · {editing.item.fachgebiet} · {format.date(editing.item.datum)}
            </Text>
            <CodingFields
              values={editing.values}
              onChange={(values) => setEditing({ ...editing, values })}
              withMarkers
            />
            <SaveButtons
              busy={codeOne.isPending}
              disabled={codingChanges(editing.values) === null}
              onCancel={() => setEditing(null)}
            />
          </form>
        )}
      </AppDrawer>

      <AppModal opened={batch !== null} onClose={() => setBatch(null)} title={t.batchTitle(selected.size)} size="lg">
        {batch && (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              codeBatch.mutate(batch)
            }}
          >
            {codeBatch.error ? <ProblemAlert error={codeBatch.error} /> : null}
            <Text size="sm" mb="sm">
              {t.batchHint}
            </Text>
            <CodingFields values={batch} onChange={setBatch} withMarkers={false} />
            <SaveButtons
              busy={codeBatch.isPending}
              disabled={codingChanges(batch) === null}
              onCancel={() => setBatch(null)}
            />
          </form>
        )}
      </AppModal>
    </Stack>
  )
}
