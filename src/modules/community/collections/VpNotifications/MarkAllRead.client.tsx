'use client'
import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { apiJson, ApiProblem } from '@/admin/apiJson'

const TEXT = {
  markAll: { de: 'Alle als gelesen markieren', en: 'Mark all as read' },
  done: { de: 'Alle Benachrichtigungen sind gelesen', en: 'All notifications are read' },
  failed: { de: 'Das hat nicht geklappt', en: 'That did not work' },
}

/** Above the notifications list: marks every unread notification of the user as read (POST …/read-all). */
export function MarkAllRead() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const lang = i18n.language === 'en' ? 'en' : 'de'
  return (
    <Button
      buttonStyle="secondary"
      size="small"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          await apiJson(`${config.routes.api}/vp-notifications/read-all`, { method: 'POST', body: {} })
          toast.success(TEXT.done[lang])
          router.refresh()
        } catch (error) {
          toast.error(error instanceof ApiProblem ? error.message : TEXT.failed[lang])
        } finally {
          setBusy(false)
        }
      }}
    >
      {TEXT.markAll[lang]}
    </Button>
  )
}
