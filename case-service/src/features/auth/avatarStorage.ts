import { randomBytes } from 'node:crypto'
import type { Db } from '@case/db/client'
import { deleteStoredFiles, putStoredFile, readStoredFile } from '@case/features/files/storedFiles'
import { notFound } from '@case/http/apiError'

// Avatars live in stored_files (any instance serves them), served as /avatars/<name>.
export const STORED_NAME = /^[0-9a-f]{32}\.webp$/

/** Stores under a fresh random name (nothing of the upload's name or the user id leaks). */
export async function storeAvatarFile(db: Pick<Db, 'insert'>, webp: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`
  await putStoredFile(db, name, { contentType: 'image/webp', content: webp })
  return name
}

export async function removeAvatarFile(db: Pick<Db, 'delete'>, name: string): Promise<void> {
  if (!STORED_NAME.test(name)) return // only names this module generated
  await deleteStoredFiles(db, [name])
}

/** The WebP bytes of a stored avatar; only names this module generates are looked up. */
export async function avatarFileContent(db: Db, name: string): Promise<Uint8Array<ArrayBuffer>> {
  const file = STORED_NAME.test(name) ? await readStoredFile(db, name) : undefined
  if (!file) throw notFound('No avatar of that name')
  return new Uint8Array(file.content)
}
