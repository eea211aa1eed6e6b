import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { closeDatabase } from '@case/db/client'
import { caseClient, startCaseService } from '../harness/caseApi'

describe('GET /api/health', () => {
  let server: Awaited<ReturnType<typeof startCaseService>>
  beforeAll(async () => {
    server = await startCaseService()
  })
  afterAll(async () => {
    await server.close()
    await closeDatabase()
  })

  it('reports ok with the package version when the database answers', async () => {
    const res = await caseClient(server.url).get('/api/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok', db: 'ok', version: packageJson.version })
  })

  it('answers 503 with "db":"down" when the database is unreachable', async () => {
    const previous = process.env.CASE_DATABASE_URL
    await closeDatabase()
    // Port 1 on loopback: connection refused at once.
    process.env.CASE_DATABASE_URL = 'postgres://postgres@127.0.0.1:1/none'
    try {
      const res = await caseClient(server.url).get('/api/health')
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ status: 'error', db: 'down', version: packageJson.version })
    } finally {
      await closeDatabase()
      if (previous === undefined) delete process.env.CASE_DATABASE_URL
      else process.env.CASE_DATABASE_URL = previous
    }
  })
})
