import { testMediaDir } from '../helpers/fixtures/mediaDir'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoImage } from '@/lib/media/demoFiles'
import { demoTenants } from '../helpers/fixtures/platform'
import { useCms } from '../helpers/useCms'
import { createImage, restErrorPaths, validationPaths } from '../helpers/fixtures/content'

type Upload = { name: string; data: Buffer; mimetype: string }

function uploadForm(file: Upload, fields: Record<string, unknown>) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
  form.append('_payload', JSON.stringify(fields))
  return form
}

describe('media: tenant-scoped uploads with sizes and required alt text', () => {
  const cms = useCms({
    tenants: demoTenants(),
    users: {
      alpha: { email: 'media-alpha@example.com', roles: { alpha: ['editor'] } },
      beta: { email: 'media-beta@example.com', roles: { beta: ['editor'] } },
    },
  })

  /** A multipart upload to /api/media, anonymous without a token. */
  const upload = (token: string | undefined, file: Upload, fields: Record<string, unknown>) =>
    fetch(`${cms.url}/api/media`, {
      method: 'POST',
      headers: token ? { authorization: `JWT ${token}` } : {},
      body: uploadForm(file, fields),
    })

  it('stores the file under MEDIA_DIR and generates the image sizes with sharp', async () => {
    const media = await createImage(cms.payload, cms.tenants.alpha, 'praxis.jpg', 'Empfang der Praxis', {
      width: 1600,
      height: 1000,
    })
    expect(media.filename).toBe('praxis.jpg')
    expect(media.url).toBe('/api/media/file/praxis.jpg')
    expect(existsSync(path.join(testMediaDir, 'praxis.jpg'))).toBe(true)
    expect(media.sizes?.thumbnail).toMatchObject({ width: 300, height: 300 })
    expect(media.sizes?.card).toMatchObject({ width: 768, height: 480 })
    expect(media.sizes?.hero).toMatchObject({ width: 1600 })
    expect(media.sizes?.og).toMatchObject({ width: 1200, height: 630 })
    for (const size of [media.sizes?.thumbnail, media.sizes?.card, media.sizes?.og]) {
      expect(existsSync(path.join(testMediaDir, size!.filename!))).toBe(true)
    }
  })

  it('does not enlarge small images: sizes wider than the original are left out', async () => {
    const small = await createImage(cms.payload, cms.tenants.alpha, 'klein.jpg', 'Klein', { width: 400, height: 300 })
    expect(small.sizes?.thumbnail).toMatchObject({ width: 300, height: 300 })
    expect(small.sizes?.card?.filename).toBeNull()
  })

  it('requires alt text', async () => {
    const file = await demoImage('ohne-alt.jpg', { width: 320, height: 200 })
    expect(
      await validationPaths(
        cms.payload.create({ collection: 'media', data: { tenant: cms.tenants.alpha } as never, file }),
      ),
    ).toContain('alt')
  })

  it('accepts an editor upload over REST into their tenant and serves the file', async () => {
    const file = await demoImage('rest-upload.png', { width: 800, height: 600 })
    const response = await upload(cms.tokens.alpha, file, { alt: 'Hochgeladen per REST', tenant: cms.tenants.alpha })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as {
      doc: { id: number; url: string; tenant: number | { id: number }; sizes: { card: { width: number } } }
    }
    expect(typeof doc.tenant === 'object' ? doc.tenant.id : doc.tenant).toBe(cms.tenants.alpha)
    expect(doc.sizes.card.width).toBe(768)

    const served = await fetch(`${cms.url}${doc.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(file.data)).toBe(true)
  })

  it('refuses an alt-less REST upload with a field error, SVG files, and anonymous uploads', async () => {
    const file = await demoImage('kein-alt.png', { width: 200, height: 200 })
    const noAlt = await upload(cms.tokens.alpha, file, { tenant: cms.tenants.alpha })
    expect(noAlt.status).toBe(400)
    expect(restErrorPaths(await noAlt.json())).toContain('alt')

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const svgUpload = await upload(
      cms.tokens.alpha,
      { name: 'x.svg', data: svg, mimetype: 'image/svg+xml' },
      { alt: 'SVG', tenant: cms.tenants.alpha },
    )
    expect(svgUpload.status).toBe(400)

    const anonymous = await upload(undefined, file, { alt: 'anonym', tenant: cms.tenants.alpha })
    expect(anonymous.status).toBe(403)
  })

  it('keeps tenants apart: an editor neither lists nor uploads into another tenant', async () => {
    await createImage(cms.payload, cms.tenants.alpha, 'nur-alpha.jpg')
    const list = await fetch(`${cms.url}/api/media?limit=100&depth=0`, {
      headers: { authorization: `JWT ${cms.tokens.beta}` },
    })
    const { docs } = (await list.json()) as { docs: { filename: string }[] }
    expect(docs.map((doc) => doc.filename)).not.toContain('nur-alpha.jpg')

    const file = await demoImage('fremd.png', { width: 200, height: 200 })
    const foreign = await upload(cms.tokens.beta, file, { alt: 'Fremder Mandant', tenant: cms.tenants.alpha })
    expect(foreign.status).toBeGreaterThanOrEqual(400)
    expect(foreign.status).toBeLessThan(500)
    expect(
      (await cms.payload.count({ collection: 'media', where: { filename: { equals: 'fremd.png' } } })).totalDocs,
    ).toBe(0)
  })

  it('answers 404 (not 500) for the file URL of a deleted upload and of its sizes', async () => {
    const media = await createImage(cms.payload, cms.tenants.alpha, 'geloescht.jpg', 'Gelöscht', {
      width: 900,
      height: 600,
    })
    expect((await fetch(`${cms.url}${media.url}`)).status).toBe(200)
    await cms.payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    for (const url of [media.url, media.sizes?.thumbnail?.url]) {
      const gone = await fetch(`${cms.url}${url}`)
      expect(gone.status).toBe(404)
      expect(((await gone.json()) as { errors: { message: string }[] }).errors[0]?.message).toBeTruthy()
    }
  })
})
