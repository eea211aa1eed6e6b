'use client'

import {
  Badge,
  Button,
  Group,
  Menu,
  PasswordInput,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDots, IconPlus } from '@tabler/icons-react'
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

type User = Schemas['User']
type Role = User['role']
type Pending = { kind: 'role' | 'deactivate' | 'resetMfa'; user: User } | null

export function useRoleOptions() {
  const t = useMessages(adminMessages)
  return [
    { value: 'kasse_mitarbeiter', label: t.roleKasse },
    { value: 'admin', label: t.roleAdmin },
  ]
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(adminMessages)
  const roles = useRoleOptions()
  const [values, setValues] = useState({ name: '', email: '', role: 'kasse_mitarbeiter' as Role, password: '' })
  const create = useMutation({
    mutationFn: () => unwrap(api.POST('/api/admin/users', { body: values })),
    onSuccess: onDone,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate()
  }
  return (
    <form onSubmit={submit}>
      <Stack>
        {create.error && <ProblemAlert error={create.error} />}
        <TextInput
          label={t.name}
          required
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
        />
        <TextInput
          label={t.email}
          type="email"
          required
          value={values.email}
          onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
        />
        <Select
          label={t.role}
          data={roles}
          allowDeselect={false}
          value={values.role}
          onChange={(role) => role && setValues({ ...values, role: role as Role })}
        />
        <PasswordInput
          label={t.password}
          required
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.currentTarget.value })}
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

function RoleForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useMessages(adminMessages)
  const roles = useRoleOptions()
  const [role, setRole] = useState<Role>(user.role)
  const save = useMutation({
    mutationFn: () => unwrap(api.PUT('/api/admin/users/{id}', { params: { path: { id: user.id } }, body: { role } })),
    onSuccess: onDone,
  })
  return (
    <Stack>
      {save.error && <ProblemAlert error={save.error} />}
      <Select
        label={t.role}
        data={roles}
        allowDeselect={false}
        value={role}
        onChange={(value) => value && setRole(value as Role)}
      />
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={() => save.mutate()}>
          {t.save}
        </Button>
      </Group>
    </Stack>
  )
}

function UserStatus({ user }: { user: User }) {
  const t = useMessages(adminMessages)
  const locked = user.locked_until !== null && new Date(user.locked_until) > new Date()
  return (
    <Group gap={4}>
      <Badge color={user.active ? 'green' : 'gray'} variant="light">
        {user.active ? t.active : t.inactive}
      </Badge>
      {locked && (
        <Badge color="red" variant="light">
          {t.locked}
        </Badge>
      )}
      {user.mfa_enabled && <Badge variant="light">{t.mfaOn}</Badge>}
    </Group>
  )
}

export function UsersPage() {
  const t = useMessages(adminMessages)
  const { format } = useI18n()
  const problemText = useProblemText()
  const queryClient = useQueryClient()
  const [creating, setCreating] = useState(false)
  const [pending, setPending] = useState<Pending>(null)
  const users = useInfiniteQuery({
    queryKey: ['admin-users'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/admin/users', { params: { query: { page_size: 50, cursor: pageParam } } })),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
  const refresh = () => {
    setCreating(false)
    setPending(null)
    notifications.show({ color: 'green', message: t.saved })
    void queryClient.invalidateQueries({ queryKey: ['admin-users'] })
  }
  const change = useMutation({
    mutationFn: ({ user, body }: { user: User; body: { active?: boolean; unlock?: true } }) =>
      unwrap(api.PUT('/api/admin/users/{id}', { params: { path: { id: user.id } }, body })),
    onSuccess: refresh,
    onError: (error) => notifications.show({ color: 'red', message: problemText(error) }),
  })
  const resetMfa = useMutation({
    mutationFn: (user: User) =>
      unwrap(api.POST('/api/admin/users/{id}/mfa/reset', { params: { path: { id: user.id } } })),
    onSuccess: refresh,
    onError: (error) => notifications.show({ color: 'red', message: problemText(error) }),
  })
  const items = users.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <>
      <PageHeader
        title={t.usersTitle}
        description={t.usersDescription}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t.newUser}
          </Button>
        }
      />
      {users.error && <ProblemAlert error={users.error} onRetry={() => void users.refetch()} />}
      {users.isPending ? (
        <Skeleton h={240} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.name}</Table.Th>
                <Table.Th>{t.email}</Table.Th>
                <Table.Th>{t.role}</Table.Th>
                <Table.Th>{t.status}</Table.Th>
                <Table.Th>{t.lastLogin}</Table.Th>
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
              {items.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.role === 'admin' ? t.roleAdmin : t.roleKasse}</Table.Td>
                  <Table.Td>
                    <UserStatus user={user} />
                  </Table.Td>
                  <Table.Td>{user.last_login_at ? format.dateTime(user.last_login_at) : t.never}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <Button variant="subtle" size="xs" aria-label={`${t.actions}: ${user.name}`}>
                          <IconDots size={16} />
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setPending({ kind: 'role', user })}>
                          {t.changeRole(user.name)}
                        </Menu.Item>
                        {user.active ? (
                          <Menu.Item color="red" onClick={() => setPending({ kind: 'deactivate', user })}>
                            {t.deactivate}
                          </Menu.Item>
                        ) : (
                          <Menu.Item onClick={() => change.mutate({ user, body: { active: true } })}>
                            {t.reactivate}
                          </Menu.Item>
                        )}
                        {user.locked_until && (
                          <Menu.Item onClick={() => change.mutate({ user, body: { unlock: true } })}>
                            {t.unlock}
                          </Menu.Item>
                        )}
                        {user.mfa_enabled && (
                          <Menu.Item color="red" onClick={() => setPending({ kind: 'resetMfa', user })}>
                            {t.resetMfa}
                          </Menu.Item>
                        )}
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LoadMore query={users} label={t.loadMore} />
      <AppModal opened={creating} onClose={() => setCreating(false)} title={t.newUser}>
        <CreateUserForm onDone={refresh} />
      </AppModal>
      <AppModal
        opened={pending?.kind === 'role'}
        onClose={() => setPending(null)}
        title={pending ? t.changeRole(pending.user.name) : ''}
      >
        {pending?.kind === 'role' && <RoleForm user={pending.user} onDone={refresh} />}
      </AppModal>
      <ConfirmDialog
        opened={pending?.kind === 'deactivate'}
        title={pending ? t.deactivateTitle(pending.user.name) : ''}
        text={t.deactivateText}
        confirmLabel={t.deactivate}
        cancelLabel={t.cancel}
        loading={change.isPending}
        onConfirm={() => pending && change.mutate({ user: pending.user, body: { active: false } })}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        opened={pending?.kind === 'resetMfa'}
        title={pending ? t.resetMfaTitle(pending.user.name) : ''}
        text={t.resetMfaText}
        confirmLabel={t.resetMfa}
        cancelLabel={t.cancel}
        loading={resetMfa.isPending}
        onConfirm={() => pending && resetMfa.mutate(pending.user)}
        onClose={() => setPending(null)}
      />
    </>
  )
}
