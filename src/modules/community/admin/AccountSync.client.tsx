'use client'

import { Button, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { inboxText } from './inbox/inboxText'
import { syncComments } from './inbox/syncComments'

/**
 * "Jetzt synchronisieren" in the sidebar of one social account: syncs this account only
 * (POST /api/community/sync-comments, which checks the user may manage it), says how many comments
 * are new or why it failed, and reloads the view so last sync and last error show the result.
 */
export function AccountSync() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (id === undefined) return null
  const text = inboxText(i18n.language)

  const sync = async () => {
    setBusy(true)
    await syncComments(config.routes.api, text, id)
    router.refresh()
    setBusy(false)
  }

  return (
    <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void sync()}>
      {text.syncNow}
    </Button>
  )
}
