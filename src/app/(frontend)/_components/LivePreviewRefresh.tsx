'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { isDocumentEvent, LIVE_PREVIEW_READY } from '@/lib/site/livePreview'

/**
 * In draft mode inside the admin's live preview: re-renders the page on the server (`router.refresh()`)
 * whenever the editor saves — Payload's RefreshRouteOnSave pattern. Only the window that embeds or
 * opened this one is listened to; the messages carry no data the site uses, and the ready signal
 * carries none, so the admin's origin need not be known here.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.parent !== window ? window.parent : window.opener
    if (!admin) return
    const onMessage = (event: MessageEvent) => {
      if (event.source === admin && isDocumentEvent(event.data)) router.refresh()
    }
    window.addEventListener('message', onMessage)
    admin.postMessage(LIVE_PREVIEW_READY, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
