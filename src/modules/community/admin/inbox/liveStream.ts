'use client'

/** What GET /api/community/stream says of one interaction (endpoints/stream.ts). */
export type InteractionEvent = { id: number | string; change: 'created' | 'updated'; status?: string }
/** `live` while connected; `connecting` while the browser retries a dropped stream; `closed` once it gave up (403). */
export type StreamState = 'live' | 'connecting' | 'closed'
type Listener = { onEvent: (event: InteractionEvent) => void; onState?: (state: StreamState) => void }

let source: EventSource | undefined
const listeners = new Set<Listener>()

/**
 * Subscribes to the community stream. One EventSource per tab, shared by the nav badge and the inbox
 * (each open stream polls the database); it closes when the last listener leaves. The browser
 * reconnects by itself and resumes after the last event id. Returns the unsubscribe function.
 */
export function subscribeToInteractions(apiRoute: string, listener: Listener): () => void {
  listeners.add(listener)
  if (!source) {
    const opened = new EventSource(`${apiRoute}/community/stream`, { withCredentials: true })
    opened.onopen = () => listeners.forEach((each) => each.onState?.('live'))
    opened.onerror = () => {
      const state = opened.readyState === EventSource.CLOSED ? 'closed' : 'connecting'
      // A stream the browser gave up on is not shared any more: the next subscriber opens a new one.
      if (state === 'closed' && source === opened) source = undefined
      listeners.forEach((each) => each.onState?.(state))
    }
    opened.addEventListener('interaction', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as InteractionEvent
      listeners.forEach((each) => each.onEvent(event))
    })
    source = opened
  } else if (source.readyState === EventSource.OPEN) listener.onState?.('live')
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      source?.close()
      source = undefined
    }
  }
}
