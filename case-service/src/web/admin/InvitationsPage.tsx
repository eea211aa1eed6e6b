'use client'

import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { api, unwrap, type Schemas } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { AppModal } from '../ui/Dialogs'
import { PageHeader } from '../ui/PageHeader'
import { LoadMore } from '../ui/ListFooter'
import { ProblemAlert, useProblemText } from '../ui/ProblemAlert'
import { ConfirmDialog } from './ConfirmDialog'
import { adminMessages } from './messages'
import { useRoleOptions } from './UsersPage'

type Invitation = Schemas['Invitation']
type Role = Invitation['role']

/** The link is in the create answer only, so the dialog keeps it until the admin closes it. */
function CreatedLink({ link, onClose }: { link: string; onClose: () => void }) {
  const t = useMessages(adminMessages)
  return (
    <Stack>
      <Alert color="yellow">{t.linkOnce}</Alert>
      <TextInput label={t.registrationLink} value={link} readOnly data-testid="registration-link" />
      <Group justify="flex-end">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t.copied : t.copy}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          {t.close}
        </Button>
      </Group>
    </Stack>
  )
}

function CreateInvitationForm({ onCreated }: { onCreated: (link: string) => void }) {
  const t = useMessages(adminMessages)
  const roles = useRoleOptions()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('kasse_mitarbeiter')
  const [days, setDays] = useState<number>(7)
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/admin/invitations', {
          body: { role, expires_in_days: days, ...(email.trim() ? { email: email.trim() } : {}) },
        }),
      ),
    onSuccess: (invitation) => onCreated(invitation.registration_link),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate()
  }
  return (
    <form onSubmit={submit}>
      <Stack>
        {create.error && <ProblemAlert error={create.error} />}
        <Select
          label={t.role}
          data={roles}
          allowDeselect={false}
          value={role}
          onChange={(value) => value && setRole(value as Role)}
        />
        <TextInput
          label={t.emailOptional}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <NumberInput
          label={t.daysValid}
          min={1}
          max={30}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : 7)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

const statusColor = { pending: 'blue', used: 'green', expired: 'gray' } as const

export function InvitationsPage() {
  const t = useMessages(adminMessages)
  const { format } = useI18n()
  const problemText = useProblemText()
  const queryClient = useQueryClient()
  const [creating, setCreating] = useState(false)
  const [link, setLink] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Invitation | null>(null)
  const statusLabel = { pending: t.statusPending, used: t.statusUsed, expired: t.statusExpired }
  const invitations = useInfiniteQuery({
    queryKey: ['admin-invitations'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/admin/invitations', { params: { query: { page_size: 50, cursor: pageParam } } })),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin-invitations'] })
  const remove = useMutation({
    mutationFn: (invitation: Invitation) =>
      unwrap(api.DELETE('/api/admin/invitations/{id}', { params: { path: { id: invitation.id } } })),
    onSuccess: () => {
      setDeleting(null)
      refresh()
    },
    onError: (error) => notifications.show({ color: 'red', message: problemText(error) }),
  })
  const closeCreate = () => {
    setCreating(false)
    setLink(null)
  }
  const items = invitations.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <>
      <PageHeader
        title={t.invitationsTitle}
        description={t.invitationsDescription}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t.newInvitation}
          </Button>
        }
      />
      {invitations.error && <ProblemAlert error={invitations.error} onRetry={() => void invitations.refetch()} />}
      {invitations.isPending ? (
        <Skeleton h={240} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.role}</Table.Th>
                <Table.Th>{t.email}</Table.Th>
                <Table.Th>{t.status}</Table.Th>
                <Table.Th>{t.expiresAt}</Table.Th>
                <Table.Th>{t.createdAt}</Table.Th>
                <Table.Th>{t.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed">{t.empty}</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {items.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.role === 'admin' ? t.roleAdmin : t.roleKasse}</Table.Td>
                  <Table.Td>{invitation.email ?? t.anyEmail}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[invitation.status]} variant="light">
                      {statusLabel[invitation.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{format.dateTime(invitation.expires_at)}</Table.Td>
                  <Table.Td>{format.dateTime(invitation.created_at)}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => setDeleting(invitation)}
                    >
                      {t.deleteInvitation}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LoadMore query={invitations} label={t.loadMore} />
      <AppModal opened={creating} onClose={closeCreate} title={link ? t.invitationCreated : t.newInvitation}>
        {link ? (
          <CreatedLink link={link} onClose={closeCreate} />
        ) : (
          <CreateInvitationForm
            onCreated={(created) => {
              setLink(created)
              refresh()
            }}
          />
        )}
      </AppModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t.deleteInvitationTitle}
        text={t.deleteInvitationText}
        confirmLabel={t.deleteInvitation}
        cancelLabel={t.cancel}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
