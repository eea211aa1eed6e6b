import { inject } from 'vitest'

/**
 * Per test file: point this process at the built server's database and secrets, so the shared
 * fixtures (createUser, insertCases, tokenFor) prepare data the server sees, and startCaseService()
 * (tests/harness/caseApi.ts) hands out the built server instead of starting the route handlers.
 */
const service = inject('builtService')
if ('error' in service) throw new Error(`The built case service is not available: ${service.error}`)
Object.assign(process.env, service.env)
process.env.CASE_SERVICE_BASE_URL = service.url
