import { toast } from '@payloadcms/ui'
import { ApiProblem, apiJson } from '@/admin/apiJson'
import type { inboxText } from './inboxText'

type SyncAnswer = { accounts: { status: 'ok' | 'failed'; created?: number; error?: string }[] }

/**
 * "Jetzt synchronisieren" from the inbox (every account the user manages) or from one account's view
 * (POST /api/community/sync-comments): a progress notice that turns into how many comments came in, or into the
 * first account's failure. Resolves when the sync ended either way, so the caller can reload what it shows.
 */
export async function syncComments(
  apiRoute: string,
  text: ReturnType<typeof inboxText>,
  accountId?: number | string,
): Promise<void> {
  const pending = toast.loading(text.syncing)
  try {
    const { accounts } = await apiJson<SyncAnswer>(`${apiRoute}/community/sync-comments`, {
      method: 'POST',
      body: accountId === undefined ? {} : { accountId },
    })
    const failed = accounts.find((account) => account.status === 'failed')
    const created = accounts.reduce((sum, account) => sum + (account.created ?? 0), 0)
    if (failed) toast.error(failed.error ?? text.failed, { id: pending })
    else toast.success(text.synced.replace('{count}', String(created)), { id: pending })
  } catch (error) {
    toast.error(error instanceof ApiProblem ? error.message : text.failed, { id: pending })
  }
}
