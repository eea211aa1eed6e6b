import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { type CmsStack, startCms } from '../helpers/cmsServer'

describe('pages: slug unique per tenant, public reads see published pages only', () => {
  let payload: Payload
  let server: CmsStack['server']
  let alpha: number
  let beta: number

  beforeAll(async () => {
    ;({ payload, server } = await startCms())
    alpha = (await payload.create({ collection: 'tenants', data: { name: 'Alpha', slug: 'alpha', domains: [{ domain: 'alpha.test' }] } })).id
    beta = (await payload.create({ collection: 'tenants', data: { name: 'Beta', slug: 'beta', domains: [{ domain: 'beta.test' }] } })).id
  })
  afterAll(() => server.close())

  it('generates the slug from the title and allows the same slug in another tenant', async () => {
    const a = await payload.create({ collection: 'pages', data: { title: 'Über uns', tenant: alpha, _status: 'published' } })
    const b = await payload.create({ collection: 'pages', data: { title: 'Über uns', tenant: beta, _status: 'published' } })
    expect(a.slug).toBe('ueber-uns')
    expect(b.slug).toBe('ueber-uns')
  })

  it('refuses a duplicate slug in the same tenant with a field error, not a database error', async () => {
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Über uns', tenant: alpha } }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'slug' })] } })
  })

  it('serves only published pages to anonymous REST callers', async () => {
    await payload.create({ collection: 'pages', data: { title: 'Entwurf', tenant: alpha, _status: 'draft' } })
    const response = await fetch(`${server.url}/api/pages?limit=100&depth=0`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: { title: string }[] }
    const titles = body.docs.map((doc) => doc.title)
    expect(titles).toContain('Über uns')
    expect(titles).not.toContain('Entwurf')
  })
})
