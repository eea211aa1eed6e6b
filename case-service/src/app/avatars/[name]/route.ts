import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { avatarDir, STORED_NAME } from '@case/features/auth/avatarStorage'

export const dynamic = 'force-dynamic'

/** GET /avatars/<random name>.webp — only names the avatar store generated; never a path. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  if (!STORED_NAME.test(name)) return new Response('Not found', { status: 404 })
  try {
    const bytes = await readFile(path.join(avatarDir(), name))
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
