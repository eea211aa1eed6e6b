'use client'

import { useSyncExternalStore } from 'react'
import { sessionState, subscribeSession, type SessionState } from './sessionStore'

const serverState: SessionState = { status: 'loading' }

export const useSession = (): SessionState => useSyncExternalStore(subscribeSession, sessionState, () => serverState)

/** The signed-in user (inside the signed-in layout, which renders nothing before there is one). */
export function useUser() {
  const session = useSession()
  if (session.status !== 'signed-in') throw new Error('useUser outside a signed-in page')
  return session.user
}
