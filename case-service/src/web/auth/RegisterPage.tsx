'use client'

import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { api, unwrap } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { ProblemAlert } from '../ui/ProblemAlert'
import { AuthCard } from './AuthCard'
import { authMessages } from './messages'

/** Registration from an invitation link (`/register?token=…`); the sign-in afterwards asks for the second factor. */
export function RegisterPage() {
  const t = useMessages(authMessages)
  const { language } = useI18n()
  const router = useRouter()
  const token = useSearchParams().get('token')
  const [form, setForm] = useState({ name: '', email: '', password: '' })
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setForm((current) => ({ ...current, [name]: value }))
    },
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!token) return
    setBusy(true)
    setError(null)
    try {
      await unwrap(api.POST('/api/auth/register', { body: { token, ...form, locale: language } }))
      router.replace('/login?registered=1')
    } catch (problem) {
      setError(problem)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={t.registerTitle} intro={t.registerIntro}>
      {!token ? (
        <Alert color="red" role="alert">
          {t.invitationMissing}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {error !== null && <ProblemAlert error={error} />}
            <TextInput label={t.name} autoComplete="name" required {...field('name')} />
            <TextInput label={t.email} type="email" autoComplete="email" required {...field('email')} />
            <PasswordInput
              label={t.newPassword}
              description={t.passwordRules}
              autoComplete="new-password"
              required
              {...field('password')}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t.register}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  )
}
