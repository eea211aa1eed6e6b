import { describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { closeDatabase } from '@case/db/client'
import { useCaseApi } from '../harness/useCaseApi'

describe('GET /api/health', () => {
  const ctx = useCaseApi({ users: false })
  const { api } = ctx

  it('reports ok with the package version when the database answers', async () => {
    const res = await api.get('/api/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok', db: 'ok', version: packageJson.version })
  })

  it('answers 503 with "db":"down" when the database is unreachable', async () => {
    const previous = process.env.CASE_DATABASE_URL
    await closeDatabase()
    // Port 1 on loopback: connection refused at once.
    process.env.CASE_DATABASE_URL = 'postgres://postgres@127.0.0.1:1/none'
    try {
      const res = await api.get('/api/health')
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ status: 'error', db: 'down', version: packageJson.version })
    } finally {
      await closeDatabase()
      if (previous === undefined) delete process.env.CASE_DATABASE_URL
      else process.env.CASE_DATABASE_URL = previous
    }
  })
})
