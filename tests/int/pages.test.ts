import { describe, expect, it } from 'vitest'
import { useCms } from '../helpers/useCms'

describe('pages: slug unique per tenant, public reads see published pages only', () => {
  const cms = useCms({ tenants: { alpha: { name: 'Alpha' }, beta: { name: 'Beta' } } })

  it('generates the slug from the title and allows the same slug in another tenant', async () => {
    const a = await cms.payload.create({
      collection: 'pages',
      data: { title: 'Über uns', tenant: cms.tenants.alpha, _status: 'published' },
    })
    const b = await cms.payload.create({
      collection: 'pages',
      data: { title: 'Über uns', tenant: cms.tenants.beta, _status: 'published' },
    })
    expect(a.slug).toBe('ueber-uns')
    expect(b.slug).toBe('ueber-uns')
  })

  it('refuses a duplicate slug in the same tenant with a field error, not a database error', async () => {
    await expect(
      cms.payload.create({ collection: 'pages', data: { title: 'Über uns', tenant: cms.tenants.alpha } }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'slug' })] } })
  })

  it('serves only published pages to anonymous REST callers', async () => {
    await cms.payload.create({
      collection: 'pages',
      data: { title: 'Entwurf', tenant: cms.tenants.alpha, _status: 'draft' },
    })
    const response = await fetch(`${cms.url}/api/pages?limit=100&depth=0`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: { title: string }[] }
    const titles = body.docs.map((doc) => doc.title)
    expect(titles).toContain('Über uns')
    expect(titles).not.toContain('Entwurf')
  })
})
