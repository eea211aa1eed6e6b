'use client'

import { Button, toast, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { inboxText } from './inbox/inboxText'
import { ApiProblem, apiJson } from './inbox/apiJson'

type SyncAnswer = { accounts: { status: 'ok' | 'failed'; created: number; error?: string }[] }

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
    const pending = toast.loading(text.syncing)
    try {
      const { accounts } = await apiJson<SyncAnswer>(`${config.routes.api}/community/sync-comments`, {
        method: 'POST',
        body: { accountId: id },
      })
      const [result] = accounts
      if (result?.status === 'failed') toast.error(result.error ?? text.failed, { id: pending })
      else toast.success(text.synced.replace('{count}', String(result?.created ?? 0)), { id: pending })
      router.refresh()
    } catch (error) {
      toast.error(error instanceof ApiProblem ? error.message : text.failed, { id: pending })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void sync()}>
      {text.syncNow}
    </Button>
  )
}
