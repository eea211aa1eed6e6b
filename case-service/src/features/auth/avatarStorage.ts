import { randomBytes } from 'node:crypto'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { serviceRoot } from '@case/lib/serviceRoot'

// Uploaded after the build, so not under public/ (next start serves only build-time files):
// src/app/avatars/[name]/route.ts serves this folder as /avatars/<name>.
export const STORED_NAME = /^[0-9a-f]{32}\.webp$/

export const avatarDir = () => process.env.AVATAR_DIR ?? path.join(serviceRoot(), '.data/avatars')

/** Writes under a fresh random name (nothing of the upload's name or the user id leaks). */
export async function storeAvatarFile(webp: Buffer): Promise<string> {
  const dir = avatarDir()
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.webp`
  await writeFile(path.join(dir, name), webp, { flag: 'wx', mode: 0o644 })
  return name
}

export async function removeAvatarFile(name: string): Promise<void> {
  if (!STORED_NAME.test(name)) return // only names this module generated; never a path
  await unlink(path.join(avatarDir(), name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })
}
