import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cmsEnv } from '@/env'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** Where uploaded files live: `MEDIA_DIR`, default `<project root>/media` (git-ignored). */
export function mediaDir(...segments: string[]): string {
  return path.resolve(cmsEnv().MEDIA_DIR ?? path.join(projectRoot, 'media'), ...segments)
}
