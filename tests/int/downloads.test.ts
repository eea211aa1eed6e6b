import '../helpers/fixtures/mediaDir'
import { describe, expect, it } from 'vitest'
import { signIn } from '../helpers/cmsServer'
import { createEditor, demoTenants } from '../helpers/fixtures/platform'
import { createDownload } from '../helpers/fixtures/content'
import { useCms } from '../helpers/useCms'

describe('downloads: counter bumped by the tracking route, which redirects to the file', () => {
  const cms = useCms({ tenants: demoTenants() })

  const count = async (id: number) => (await cms.payload.findByID({ collection: 'downloads', id })).downloadCount
  const track = (id: number | string) => fetch(`${cms.url}/api/downloads/${id}/track`, { redirect: 'manual' })

  it('answers 302 to the file, counts the download, and the file is served there', async () => {
    const download = await createDownload(cms.payload, cms.tenants.alpha, 'anamnese.pdf', 'Anamnesebogen')
    expect(download.downloadCount).toBe(0)

    const response = await track(download.id)
    expect(response.status).toBe(302)
    const location = response.headers.get('location')!
    expect(new URL(location).pathname).toBe('/api/downloads/file/anamnese.pdf')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await count(download.id)).toBe(1)

    const file = await fetch(location)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('answers 404 for an unknown download and 400 for an id out of range, counting nothing', async () => {
    const download = await createDownload(cms.payload, cms.tenants.alpha, 'preise.pdf')
    expect((await track(999_999)).status).toBe(404)
    expect((await track('99999999999')).status).toBe(400)
    expect(await count(download.id)).toBe(0)
  })

  it('does not let editors set the counter through the API', async () => {
    const download = await createDownload(cms.payload, cms.tenants.alpha, 'zaehler.pdf')
    await createEditor(cms.payload, cms.tenants.alpha, 'downloads-editor@example.com')
    const token = await signIn(cms.server, 'downloads-editor@example.com')
    const response = await fetch(`${cms.url}/api/downloads/${download.id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ downloadCount: 1000, title: 'Zähler' }),
    })
    expect(response.status).toBe(200)
    expect(await count(download.id)).toBe(0)
  })

  it('loses no count under concurrent downloads', async () => {
    const download = await createDownload(cms.payload, cms.tenants.alpha, 'parallel.pdf')
    const responses = await Promise.all(Array.from({ length: 40 }, () => track(download.id)))
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(302))
    expect(await count(download.id)).toBe(40)
  })
})
