'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Completes a task through POST /api/vp-tasks/{id}/complete, then reloads the view's server data. */
export function CompleteTaskButton({
  taskId,
  apiRoute,
  labels,
}: {
  taskId: number
  apiRoute: string
  labels: { complete: string; failed: string }
}) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const complete = async () => {
    setState('busy')
    const response = await fetch(`${apiRoute}/vp-tasks/${taskId}/complete`, { method: 'POST', credentials: 'include' })
    if (!response.ok) return setState('failed')
    setState('idle')
    router.refresh()
  }
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      disabled={state === 'busy'}
      onClick={complete}
      data-testid={`video-hub-complete-${taskId}`}
    >
      {state === 'failed' ? labels.failed : labels.complete}
    </button>
  )
}
