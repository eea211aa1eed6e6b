import type { SanitizedConfig } from 'payload'
import { beforeAll } from 'vitest'

/**
 * The app's sanitized Payload config for a unit test file, filled in by beforeAll (read it in tests only).
 * Building it never connects; the database URL only has to be present.
 */
export function useSanitizedConfig(): SanitizedConfig {
  const config = {} as SanitizedConfig
  beforeAll(async () => {
    process.env.DATABASE_URL ??= 'postgres://unused@127.0.0.1:1/none'
    Object.assign(config, await (await import('@payload-config')).default)
  }, 60_000)
  return config
}
