import { getDb } from '@case/db/client'
import { avatarFileContract } from '@case/features/auth/contracts'
import { STORED_NAME } from '@case/features/auth/avatarStorage'
import { readStoredFile } from '@case/features/files/storedFiles'
import { notFound } from '@case/http/apiError'
import { route } from '@case/http/route'

export const dynamic = 'force-dynamic'

/** GET /avatars/<random name>.webp — only names the avatar store generated. */
export const GET = route(avatarFileContract, async ({ params: { name } }) => {
  if (!STORED_NAME.test(name)) throw notFound('No avatar of that name')
  const file = await readStoredFile(await getDb(), name)
  if (!file) throw notFound('No avatar of that name')
  return new Response(new Uint8Array(file.content), {
    headers: {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
})
