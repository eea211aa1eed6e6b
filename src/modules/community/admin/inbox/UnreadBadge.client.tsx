'use client'
import { useEffect, useState } from 'react'
import { subscribeToInteractions } from './liveStream'

/** The nav badge of the inbox: the unread (status "new") count from the server, plus arrivals since. */
export function UnreadBadge({ apiRoute, initial, label }: { apiRoute: string; initial: number; label: string }) {
  const [count, setCount] = useState(initial)
  useEffect(
    () =>
      subscribeToInteractions(apiRoute, {
        onEvent: (event) => {
          if (event.change === 'created') setCount((value) => value + 1)
        },
      }),
    [apiRoute],
  )
  if (count === 0) return null
  return (
    <span className="community-inbox-badge" data-testid="community-unread" title={`${count} ${label}`}>
      {count}
    </span>
  )
}
