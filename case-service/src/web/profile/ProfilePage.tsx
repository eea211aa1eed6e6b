'use client'

import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications as toasts } from '@mantine/notifications'
import { useMutation } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent, type ReactNode } from 'react'
import { api, unwrap, type Schemas } from '../api/client'
import { useMessages } from '../i18n/I18nProvider'
import { continueSession, updateUser } from '../session/sessionStore'
import { useUser } from '../session/useSession'
import { AppModal } from '../ui/Dialogs'
import { FileDropZone } from '../ui/FileDropZone'
import { PageHeader } from '../ui/PageHeader'
import { ProblemAlert } from '../ui/ProblemAlert'
import { profileMessages } from './messages'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  )
}

const submitted = (action: () => void) => (event: FormEvent) => {
  event.preventDefault()
  action()
}

function DetailsForm({ user }: { user: Schemas['User'] }) {
  const t = useMessages(profileMessages)
  const [name, setName] = useState(user.name)
  const [email, setEmail] = useState(user.email)
  const [locale, setLocale] = useState(user.locale)
  const save = useMutation({
    mutationFn: () => unwrap(api.PUT('/api/auth/profile', { body: { name, email, locale } })),
    onSuccess: (answer) => {
      updateUser(answer)
      toasts.show({ message: t.saved, color: 'green' })
    },
  })
  return (
    <form onSubmit={submitted(() => save.mutate())}>
      <Stack>
        <TextInput label={t.name} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        <TextInput
          label={t.email}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
        />
        <Select
          label={t.locale}
          value={locale}
          onChange={(value) => value && setLocale(value as Schemas['User']['locale'])}
          data={[
            { value: 'de', label: t.german },
            { value: 'en', label: t.english },
          ]}
          allowDeselect={false}
        />
        {save.error && <ProblemAlert error={save.error} />}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function AvatarSection({ user }: { user: Schemas['User'] }) {
  const t = useMessages(profileMessages)
  const upload = useMutation({
    mutationFn: (avatar: File) =>
      unwrap(
        api.POST('/api/auth/avatar', {
          body: { avatar },
          bodySerializer(body) {
            const form = new FormData()
            form.append('avatar', body.avatar)
            return form
          },
        }),
      ),
    onSuccess: (answer) => {
      updateUser(answer)
      toasts.show({ message: t.avatarSaved, color: 'green' })
    },
  })
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/auth/avatar')),
    // The service answers 204: the user is the same without the picture.
    onSuccess: () => {
      updateUser({ ...user, avatar_url: null })
      toasts.show({ message: t.avatarRemoved, color: 'green' })
    },
  })
  return (
    <Stack>
      <Group>
        <Avatar src={user.avatar_url} alt={user.name} name={user.name} size={72} color="initials" />
        {user.avatar_url && (
          <Button variant="default" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t.avatarRemove}
          </Button>
        )}
      </Group>
      <FileDropZone
        label={t.avatarLabel}
        hint={t.avatarHint}
        accept="image/png,image/jpeg,image/webp"
        disabled={upload.isPending}
        onFile={(file) => upload.mutate(file)}
      />
      {(upload.error ?? remove.error) && <ProblemAlert error={upload.error ?? remove.error} />}
    </Stack>
  )
}

function PasswordForm() {
  const t = useMessages(profileMessages)
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const change = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/auth/change-password', { body: { current_password: current, new_password: next } })),
    onSuccess: (answer) => {
      continueSession(answer)
      setCurrent('')
      setNext('')
      setRepeat('')
      toasts.show({ message: t.passwordChanged, color: 'green' })
    },
  })
  const mismatch = repeat !== '' && repeat !== next
  return (
    <form onSubmit={submitted(() => !mismatch && change.mutate())}>
      <Stack>
        <PasswordInput
          label={t.currentPassword}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          required
        />
        <PasswordInput
          label={t.newPassword}
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          required
        />
        <PasswordInput
          label={t.repeatPassword}
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={mismatch ? t.mismatch : undefined}
          required
        />
        {change.error && <ProblemAlert error={change.error} />}
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t.changePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/*
 * The signed-in layout requires a second factor, so "off" is offered only as the first half of moving it to a new
 * device: after turning it off the app goes straight to the MFA setup.
 */
function MfaSection({ user }: { user: Schemas['User'] }) {
  const t = useMessages(profileMessages)
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const disable = useMutation({
    mutationFn: () => unwrap(api.POST('/api/auth/mfa/disable', { body: { password, code } })),
    onSuccess: (answer) => {
      continueSession(answer)
      router.push('/mfa-setup')
    },
  })
  return (
    <Stack>
      <Group>
        <Text>{t.mfa}:</Text>
        <Badge variant="light" color={user.mfa_enabled ? 'green' : 'gray'}>
          {user.mfa_enabled ? t.mfaOn : t.mfaOff}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t.mfaOffExplain}
      </Text>
      {user.mfa_enabled && (
        <Group>
          <Button variant="default" color="red" onClick={() => setOpen(true)}>
            {t.mfaDisable}
          </Button>
        </Group>
      )}
      <AppModal opened={open} onClose={() => setOpen(false)} title={t.mfaDisable}>
        <form onSubmit={submitted(() => disable.mutate())}>
          <Stack>
            <Text size="sm">{t.mfaOffExplain}</Text>
            <PasswordInput
              label={t.currentPassword}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              required
            />
            <TextInput
              label={t.mfaCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              required
            />
            {disable.error && <ProblemAlert error={disable.error} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t.cancel}
              </Button>
              <Button type="submit" color="red" loading={disable.isPending}>
                {t.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </Stack>
  )
}

export function ProfilePage() {
  const t = useMessages(profileMessages)
  const user = useUser()
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t.details}>
          <DetailsForm user={user} />
        </Section>
        <Section title={t.avatar}>
          <AvatarSection user={user} />
        </Section>
        <Section title={t.password}>
          <PasswordForm />
        </Section>
        <Section title={t.mfa}>
          <MfaSection user={user} />
        </Section>
      </SimpleGrid>
    </>
  )
}
