import { randomBytes } from 'node:crypto'
import type { Db } from '@case/db/client'
import { deleteStoredFiles, putStoredFile } from '@case/features/files/storedFiles'

// Avatars live in stored_files (any instance serves them): src/app/avatars/[name]/route.ts
// serves them as /avatars/<name>.
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
