import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { apiTypesSource } from '@case/web/api/apiTypesSource'

it('the web app’s API types are generated from the current OpenAPI document (npm run api:types -w case-service)', async () => {
  const committed = readFileSync(path.join(import.meta.dirname, '../../src/web/api/schema.d.ts'), 'utf8')
  expect(committed === (await apiTypesSource()), 'schema.d.ts is stale: run npm run api:types -w case-service').toBe(
    true,
  )
}, 30_000)
