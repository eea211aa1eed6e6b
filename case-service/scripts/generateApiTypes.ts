import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { apiTypesSource } from '@case/web/api/apiTypesSource'

/** `npm run api:types -w case-service`: regenerates src/web/api/schema.d.ts from the OpenAPI document. */
const target = path.join(import.meta.dirname, '../src/web/api/schema.d.ts')
writeFileSync(target, await apiTypesSource())
console.info(`[api:types] wrote ${path.relative(process.cwd(), target)}`)
