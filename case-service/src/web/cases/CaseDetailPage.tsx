'use client'

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconLock } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState, type FormEvent, type ReactNode } from 'react'
import { validateKvnr } from '@case/domain/kvnr/kvnr'
import { api, unwrap, type Schemas } from '../api/client'
import { RequestDisclosureDialog, type DisclosureTarget } from '../disclosures/RequestDisclosureDialog'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { useUser } from '../session/useSession'
import { PageHeader } from '../ui/PageHeader'
import { ProblemAlert } from '../ui/ProblemAlert'
import { casesMessages } from './messages'

const MARKERS = ['erstgespraech', 'abbruch', 'unterlagen', 'gutachten', 'fg'] as const

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  )
}

/** Admins set a missing or wrong KVNR; the check digit is checked as it is typed (the same rule as the service). */
function KvnrForm({ item }: { item: Schemas['Case'] }) {
  const t = useMessages(casesMessages)
  const queryClient = useQueryClient()
  const [kvnr, setKvnr] = useState(item.kvnr ?? '')
  const check = kvnr.trim() === '' ? null : validateKvnr(kvnr.trim().toUpperCase())
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PUT('/api/cases/{id}/kvnr', {
          params: { path: { id: item.id } },
          body: { kvnr: kvnr.trim().toUpperCase(), version: item.version },
        }),
      ),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t.kvnrSaved })
      await queryClient.invalidateQueries({ queryKey: ['case', item.id] })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit}>
      <Title order={2} size="h4" mb="sm">
        {t.setKvnr}
      </Title>
      {save.error ? <ProblemAlert error={save.error} /> : null}
      <Group align="flex-start">
        <TextInput
          label={t.kvnr}
          description={t.kvnrHint}
          value={kvnr}
          onChange={(event) => setKvnr(event.currentTarget.value)}
          error={check && !check.ok ? t.kvnrInvalid : undefined}
          maxLength={12}
          autoComplete="off"
        />
        <Button type="submit" mt={46} loading={save.isPending} disabled={!check?.ok}>
          {t.save}
        </Button>
      </Group>
    </Paper>
  )
}

export function CaseDetailPage({ id }: { id: string }) {
  const t = useMessages(casesMessages)
  const { format } = useI18n()
  const user = useUser()
  const [requesting, setRequesting] = useState<DisclosureTarget | null>(null)
  const query = useQuery({
    queryKey: ['case', id],
    queryFn: () => unwrap(api.GET('/api/cases/{id}', { params: { path: { id } } })),
  })
  const item = query.data
  const yesNo = (value: boolean | null) => (value === null ? t.none : value ? t.yes : t.no)
  return (
    <>
      <Anchor component={Link} href="/cases" size="sm">
        ← {t.back}
      </Anchor>
      <PageHeader
        title={item ? t.detailTitle(item.fall_id) : t.title}
        actions={
          item?.masked && user.role === 'kasse_mitarbeiter' ? (
            <Button onClick={() => setRequesting({ caseId: item.id, fallId: item.fall_id })}>
              {t.requestDisclosure}
            </Button>
          ) : undefined
        }
      />
      {query.error ? <ProblemAlert error={query.error} onRetry={() => void query.refetch()} /> : null}
      {!item && query.isPending && <Skeleton h={240} />}
      {item && (
        <Stack>
          {item.masked ? (
            <Alert color="blue" icon={<IconLock aria-hidden size={18} />} title={t.whyMasked}>
              {t.maskedNote}
            </Alert>
          ) : (
            user.role === 'kasse_mitarbeiter' && (
              <Badge variant="light" color="teal" size="lg">
                {t.unmasked}
              </Badge>
            )
          )}
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              <Fact label={t.name}>
                {item.nachname}, {item.vorname}
              </Fact>
              <Fact label={t.kvnr}>{item.kvnr ?? t.none}</Fact>
              <Fact label={t.geburtsdatum}>
                {/* A full date in the reader's format; a year alone or a masked value as it is */}
                {item.geburtsdatum && /^\d{4}-\d{2}-\d{2}$/.test(item.geburtsdatum)
                  ? format.date(item.geburtsdatum)
                  : (item.geburtsdatum ?? t.none)}
              </Fact>
              <Fact label={t.datum}>
                {format.date(item.datum)} (KW {item.kw}/{item.jahr})
              </Fact>
              <Fact label={t.fallgruppe}>{item.fallgruppe}</Fact>
              <Fact label={t.fachgebiet}>{item.fachgebiet}</Fact>
              <Fact label={t.icd10}>{item.icd10 ?? t.none}</Fact>
              <Fact label={t.gutachtenErgebnis}>{item.gutachten_ergebnis ? t[item.gutachten_ergebnis] : t.none}</Fact>
              <Fact label={t.therapieaenderung}>{yesNo(item.therapieaenderung)}</Fact>
              <Fact label={t.markers}>
                {MARKERS.filter((marker) => item[marker])
                  .map((marker) => t[marker])
                  .join(', ') || t.none}
              </Fact>
            </SimpleGrid>
          </Paper>
          {user.role === 'admin' && !item.masked && <KvnrForm key={item.version} item={item} />}
        </Stack>
      )}
      <RequestDisclosureDialog target={requesting} onClose={() => setRequesting(null)} />
    </>
  )
}
