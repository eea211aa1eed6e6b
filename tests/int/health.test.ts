import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { type CmsStack, startCmsApi } from '../helpers/cmsServer'

describe('CMS GET /api/health', () => {
  let server: CmsStack['server']
  beforeAll(async () => {
    server = await startCmsApi()
  })
  afterAll(() => server.close())

  it('reports the database state and version over HTTP', async () => {
    const response = await fetch(`${server.url}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok', version: packageJson.version })
  })
})
