import { api, unwrap } from '../api/client'

/**
 * Opens a download of this service in the browser: a plain link cannot carry the Authorization header, so the
 * app asks for a single-use download token for exactly this path and query, and lets the browser fetch it.
 */
export async function downloadThroughToken(pathWithQuery: string): Promise<void> {
  const { token } = await unwrap(api.POST('/api/auth/download-token', { body: { path: pathWithQuery } }))
  const url = new URL(pathWithQuery, location.origin)
  url.searchParams.set('token', token)
  const link = document.createElement('a')
  link.href = url.toString()
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}
