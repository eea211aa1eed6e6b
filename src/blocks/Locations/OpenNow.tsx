'use client'

import { useEffect, useState } from 'react'
import { type OpeningRange, type OpeningState, openingState } from '@/lib/locations/openNow'

type Props = { ranges: OpeningRange[]; timeZone: string; text: { open: string; closed: string } }

// The page is cached for everyone, so the state is worked out in the visitor's browser (and kept current).
const REFRESH_MS = 60_000

/** "Open now · until 18:00" or "Closed now", in the site's time zone; nothing before the script runs. */
export function OpenNow({ ranges, timeZone, text }: Props) {
  const [state, setState] = useState<OpeningState | null>(null)
  useEffect(() => {
    const update = () => setState(openingState(ranges, new Date(), timeZone))
    update()
    const timer = window.setInterval(update, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [ranges, timeZone])
  if (!state) return null
  return (
    <p className={`open-now ${state.open ? 'is-open' : 'is-closed'}`}>
      {state.open ? text.open.replace('{time}', state.closes) : text.closed}
    </p>
  )
}
