'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useMessages } from '../i18n/I18nProvider'
import { AuthCard } from './AuthCard'
import { MfaSetup } from './MfaSetup'
import { authMessages } from './messages'

/** The first sign-in without a second factor lands here before any other page (RequireSession). */
export function MfaSetupPage() {
  const t = useMessages(authMessages)
  const router = useRouter()
  const next = useSearchParams().get('next')
  return (
    <AuthCard title={t.mfaTitle} intro={t.mfaIntro}>
      <MfaSetup onDone={() => router.replace(next?.startsWith('/') && !next.startsWith('//') ? next : '/')} />
    </AuthCard>
  )
}
