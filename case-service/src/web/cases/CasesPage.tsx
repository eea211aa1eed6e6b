'use client'

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Table,
  TextInput,
} from '@mantine/core'
import { IconLock, IconSearch } from '@tabler/icons-react'
import { useInfiniteQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { FALLGRUPPEN } from '@case/domain/fallgruppen'
import { api, unwrap, type Schemas } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { useUser } from '../session/useSession'
import { RequestDisclosureDialog, type DisclosureTarget } from '../disclosures/RequestDisclosureDialog'
import { PageHeader } from '../ui/PageHeader'
import { EmptyNote, LoadMore } from '../ui/ListFooter'
import { ProblemAlert } from '../ui/ProblemAlert'
import { caseSearchFrom, caseSearchParams, type CaseSearch } from './caseSearch'
import { casesMessages } from './messages'

type AnyCase = Schemas['Case'] | Schemas['CaseMasked']
const PAGE_SIZE = 50

function Filters({ initial, onApply }: { initial: CaseSearch; onApply: (search: CaseSearch) => void }) {
  const t = useMessages(casesMessages)
  const user = useUser()
  const [search, setSearch] = useState(initial)
  const set = (patch: Partial<CaseSearch>) => setSearch((current) => ({ ...current, ...patch }))
  const number = (value: string | number) => (typeof value === 'number' ? value : undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply(search)
  }
  return (
    <Paper withBorder p="md" mb="md" component="form" onSubmit={submit} role="search">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 6 }} spacing="sm">
        <TextInput
          label={t.search}
          description={user.role === 'admin' ? t.searchHintAdmin : t.searchHintEmployee}
          leftSection={<IconSearch aria-hidden size={16} />}
          value={search.q ?? ''}
          onChange={(event) => set({ q: event.currentTarget.value })}
          style={{ gridColumn: 'span 2' }}
        />
        <Select
          label={t.fallgruppe}
          data={[{ value: '', label: t.all }, ...FALLGRUPPEN.map((value) => ({ value, label: value }))]}
          value={search.fallgruppe ?? ''}
          onChange={(value) => set({ fallgruppe: value || undefined })}
          allowDeselect={false}
        />
        <NumberInput
          label={t.jahr}
          min={2000}
          max={2999}
          value={search.jahr ?? ''}
          onChange={(value) => set({ jahr: number(value) })}
        />
        <NumberInput
          label={t.kwFrom}
          min={1}
          max={53}
          value={search.kw_from ?? ''}
          onChange={(value) => set({ kw_from: number(value) })}
        />
        <NumberInput
          label={t.kwTo}
          min={1}
          max={53}
          value={search.kw_to ?? ''}
          onChange={(value) => set({ kw_to: number(value) })}
        />
        <Select
          label={t.hasIcd}
          data={[
            { value: '', label: t.all },
            { value: 'true', label: t.withIcd },
            { value: 'false', label: t.withoutIcd },
          ]}
          value={search.has_icd === undefined ? '' : String(search.has_icd)}
          onChange={(value) => set({ has_icd: value === '' ? undefined : value === 'true' })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group mt="md" gap="xs">
        <Button type="submit">{t.apply}</Button>
        <Button
          variant="default"
          onClick={() => {
            setSearch({})
            onApply({})
          }}
        >
          {t.reset}
        </Button>
      </Group>
    </Paper>
  )
}

export function CasesPage() {
  const t = useMessages(casesMessages)
  const { format } = useI18n()
  const user = useUser()
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const search = caseSearchFrom(new URLSearchParams(params.toString()))
  const [requesting, setRequesting] = useState<DisclosureTarget | null>(null)
  const employee = user.role === 'kasse_mitarbeiter'
  const cases = useInfiniteQuery({
    queryKey: ['cases', search],
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/cases', { params: { query: { ...search, page_size: PAGE_SIZE, cursor: pageParam } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
  const items: AnyCase[] = cases.data?.pages.flatMap((page) => page.items) ?? []
  const apply = (next: CaseSearch) => router.replace(`${pathname}?${caseSearchParams(next)}`)
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {employee && (
        <Alert color="blue" icon={<IconLock aria-hidden size={18} />} mb="md" title={t.whyMasked}>
          {t.maskedNote}
        </Alert>
      )}
      <Filters key={params.toString()} initial={search} onApply={apply} />
      {cases.error ? <ProblemAlert error={cases.error} onRetry={() => void cases.refetch()} /> : null}
      <Paper withBorder>
        <Table.ScrollContainer minWidth={880}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.fallId}</Table.Th>
                <Table.Th>{t.name}</Table.Th>
                <Table.Th>{t.kvnr}</Table.Th>
                <Table.Th>{t.datum}</Table.Th>
                <Table.Th>{t.fallgruppe}</Table.Th>
                <Table.Th>{t.icd10}</Table.Th>
                {employee && <Table.Th>{t.status}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cases.isPending &&
                Array.from({ length: 6 }, (_, index) => (
                  <Table.Tr key={index}>
                    <Table.Td colSpan={7}>
                      <Skeleton h={22} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      href={`/cases/${item.id}`}
                      ff="monospace"
                      fz="sm"
                      aria-label={t.open(item.fall_id)}
                    >
                      {item.fall_id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {item.nachname}, {item.vorname}
                  </Table.Td>
                  <Table.Td ff="monospace" fz="sm">
                    {item.kvnr ?? t.none}
                  </Table.Td>
                  <Table.Td>{format.date(item.datum)}</Table.Td>
                  <Table.Td>{item.fallgruppe}</Table.Td>
                  <Table.Td>{item.icd10 ?? t.none}</Table.Td>
                  {employee && (
                    <Table.Td>
                      {item.masked ? (
                        <Group gap="xs" wrap="nowrap">
                          <Badge variant="light" color="gray" leftSection={<IconLock aria-hidden size={12} />}>
                            {t.masked}
                          </Badge>
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() => setRequesting({ caseId: item.id, fallId: item.fall_id })}
                          >
                            {t.requestDisclosure}
                          </Button>
                        </Group>
                      ) : (
                        <Badge variant="light" color="teal">
                          {t.unmasked}
                        </Badge>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <EmptyNote query={cases} count={items.length} text={t.empty} />
      </Paper>
      <LoadMore query={cases} label={t.loadMore} />
      <RequestDisclosureDialog target={requesting} onClose={() => setRequesting(null)} />
    </>
  )
}
