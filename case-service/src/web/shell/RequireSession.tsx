'use client'

import { Center, Loader } from '@mantine/core'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'
import { useMessages } from '../i18n/I18nProvider'
import { restoreSession } from '../session/sessionStore'
import { useSession } from '../session/useSession'
import { AppFrame } from './AppFrame'
import { shellMessages } from './messages'

const MFA_SETUP = '/mfa-setup'

/**
 * Signed-in pages: continue the session from the refresh cookie, or send the visitor to the login (and back). Every
 * account works with health data, so one without a second factor sets it up first.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession()
  const router = useRouter()
  const pathname = usePathname()
  const search = useSearchParams()
  const t = useMessages(shellMessages)
  useEffect(() => {
    void restoreSession()
  }, [])
  useEffect(() => {
    if (session.status !== 'signed-out') return
    const target = `${pathname}${search.size ? `?${search}` : ''}`
    const query = new URLSearchParams({ next: target })
    if (session.reason !== 'none') query.set('reason', session.reason)
    router.replace(`/login?${query}`)
  }, [session, pathname, search, router])
  const needsMfa = session.status === 'signed-in' && !session.user.mfa_enabled && pathname !== MFA_SETUP
  useEffect(() => {
    if (needsMfa) router.replace(`${MFA_SETUP}?${new URLSearchParams({ next: pathname })}`)
  }, [needsMfa, pathname, router])
  if (session.status !== 'signed-in' || needsMfa)
    return (
      <Center h="100vh" role="status" aria-live="polite">
        <Loader aria-label={t.loading} />
      </Center>
    )
  // The second factor is set up before anything else, outside the frame.
  if (pathname === MFA_SETUP) return children
  return <AppFrame>{children}</AppFrame>
}
