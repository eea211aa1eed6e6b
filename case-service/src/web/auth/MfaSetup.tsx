'use client'

import { Alert, Button, Code, Image, PasswordInput, PinInput, Stack, Text } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { api, unwrap } from '../api/client'
import { useMessages } from '../i18n/I18nProvider'
import { continueSession } from '../session/sessionStore'
import { ProblemAlert } from '../ui/ProblemAlert'
import { authMessages } from './messages'

/**
 * Turning on the second factor: password, then the QR code (the service renders it with the `qrcode` package) and
 * the key for manual entry, then the first code. The service answers with a new session, which continues this one.
 */
const requestSetup = (password: string) => unwrap(api.POST('/api/auth/mfa/setup', { body: { password } }))

export function MfaSetup({ onDone }: { onDone: () => void }) {
  const t = useMessages(authMessages)
  const [password, setPassword] = useState('')
  const [setup, setSetup] = useState<Awaited<ReturnType<typeof requestSetup>> | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)

  const run = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (problem) {
      setError(problem)
    } finally {
      setBusy(false)
    }
  }
  const start = run(async () => setSetup(await requestSetup(password)))
  const verify = run(async () => {
    continueSession(await unwrap(api.POST('/api/auth/mfa/verify', { body: { password, code } })))
    onDone()
  })

  return (
    <Stack>
      {error !== null && <ProblemAlert error={error} />}
      {!setup ? (
        <form onSubmit={start} noValidate>
          <Stack>
            <Text size="sm">{t.mfaStepPassword}</Text>
            <PasswordInput
              label={t.password}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              {t.mfaContinue}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <Stack>
            <Text size="sm">{t.mfaScan}</Text>
            <Image src={setup.qr_code} alt={t.mfaQrAlt} w={200} h={200} />
            <Text size="sm">{t.mfaManual}</Text>
            <Code block data-testid="mfa-secret">
              {setup.secret}
            </Code>
            <Alert color="yellow">{t.mfaRecoveryHint}</Alert>
            <Text component="label" htmlFor="mfa-code" size="sm" fw={500}>
              {t.totpCode}
            </Text>
            <PinInput
              id="mfa-code"
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              ariaLabel={t.totpCode}
            />
            <Button type="submit" loading={busy}>
              {t.mfaEnable}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
