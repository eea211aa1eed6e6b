'use client'
import { Button, Pill, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { subscribeToInteractions } from './inbox/liveStream'

type Connection = 'connecting' | 'live' | 'closed'

const TEXT = {
  live: { de: 'Live', en: 'Live' },
  connecting: { de: 'Verbinde …', en: 'Connecting …' },
  closed: { de: 'Keine Live-Updates', en: 'No live updates' },
  updates: (count: number) => ({
    de: count === 1 ? '1 neue Aktualisierung' : `${count} neue Aktualisierungen`,
    en: count === 1 ? '1 new update' : `${count} new updates`,
  }),
  refresh: { de: 'Liste neu laden', en: 'Reload list' },
}

/**
 * Above the interactions list: subscribes to GET /api/community/stream (inbox/liveStream.ts) and counts the new
 * and changed interactions since the list was loaded; a click reloads the list.
 */
export function LiveUpdatesBadge() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const lang = i18n.language === 'en' ? 'en' : 'de'
  const [count, setCount] = useState(0)
  const [connection, setConnection] = useState<Connection>('connecting')

  useEffect(
    () =>
      subscribeToInteractions(`${config.serverURL}${config.routes.api}`, {
        onState: (state) => setConnection(state),
        onEvent: () => setCount((value) => value + 1),
      }),
    [config.serverURL, config.routes.api],
  )

  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}
      aria-live="polite"
    >
      <Pill pillStyle={connection === 'live' ? 'success' : 'light-gray'}>{TEXT[connection][lang]}</Pill>
      {count > 0 && (
        <Button
          buttonStyle="pill"
          size="small"
          margin={false}
          tooltip={TEXT.refresh[lang]}
          onClick={() => {
            setCount(0)
            router.refresh()
          }}
        >
          {TEXT.updates(count)[lang]}
        </Button>
      )}
    </div>
  )
}
