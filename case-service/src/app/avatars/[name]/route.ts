import { getDb } from '@case/db/client'
import { STORED_NAME } from '@case/features/auth/avatarStorage'
import { readStoredFile } from '@case/features/files/storedFiles'

export const dynamic = 'force-dynamic'

/** GET /avatars/<random name>.webp — only names the avatar store generated. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  if (!STORED_NAME.test(name)) return new Response('Not found', { status: 404 })
  const file = await readStoredFile(await getDb(), name)
  if (!file) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(file.content), {
    headers: {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}
