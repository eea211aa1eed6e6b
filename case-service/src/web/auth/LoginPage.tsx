'use client'

import { Alert, Anchor, Button, Collapse, PasswordInput, PinInput, Stack, Text, TextInput } from '@mantine/core'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useMessages } from '../i18n/I18nProvider'
import { signIn } from '../session/sessionStore'
import { ProblemAlert } from '../ui/ProblemAlert'
import { AuthCard } from './AuthCard'
import { authMessages } from './messages'

/** Only paths of this app (never another origin) are followed after the login. */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/')

export function LoginPage() {
  const t = useMessages(authMessages)
  const router = useRouter()
  const search = useSearchParams()
  const [step, setStep] = useState<'password' | 'totp'>('password')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [showHint, setShowHint] = useState(false)
  const reason = search.get('reason')
  const notice =
    reason === 'idle'
      ? t.signedOutIdle
      : reason === 'expired'
        ? t.signedOutExpired
        : reason === 'logout'
          ? t.signedOut
          : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const result = await signIn({ email, password, totp_code: step === 'totp' ? code : undefined })
      if (result.outcome === 'mfa_required') setStep('totp')
      else router.replace(safeNext(search.get('next')))
    } catch (problem) {
      setError(problem)
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title={step === 'password' ? t.signInTitle : t.totpTitle}
      intro={step === 'password' ? t.signInIntro : t.totpIntro}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {notice && !error && (
            <Alert color="blue" role="status">
              {notice}
            </Alert>
          )}
          {error !== null && <ProblemAlert error={error} />}
          {step === 'password' ? (
            <>
              <TextInput
                label={t.email}
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                data-autofocus
              />
              <PasswordInput
                label={t.password}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            </>
          ) : (
            <Stack gap={4}>
              <Text component="label" htmlFor="totp-code" size="sm" fw={500}>
                {t.totpCode}
              </Text>
              <PinInput
                id="totp-code"
                length={6}
                type="number"
                oneTimeCode
                autoFocus
                value={code}
                onChange={setCode}
                ariaLabel={t.totpCode}
              />
            </Stack>
          )}
          <Button type="submit" loading={busy} fullWidth>
            {step === 'password' ? t.signIn : t.confirm}
          </Button>
          {step === 'totp' ? (
            <Anchor component="button" type="button" size="sm" onClick={() => setStep('password')}>
              {t.back}
            </Anchor>
          ) : (
            <>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setShowHint((shown) => !shown)}
                aria-expanded={showHint}
              >
                {t.forgotPassword}
              </Anchor>
              <Collapse expanded={showHint}>
                <Text size="sm" c="dimmed">
                  {t.forgotPasswordHint}
                </Text>
              </Collapse>
            </>
          )}
        </Stack>
      </form>
    </AuthCard>
  )
}
