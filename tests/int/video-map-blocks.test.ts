import '../helpers/fixtures/mediaDir'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VIDEO_FILE_MAX_BYTES } from '@/collections/VideoFiles/limits'
import { demoImage } from '@/lib/media/demoFiles'
import { restLogin, startCmsApi } from '../helpers/cmsServer'
import { restErrorPaths, validationPaths } from '../helpers/fixtures/content'
import { api, createEditor, createTenants, PASSWORD } from '../helpers/fixtures/platform'
import { mp4File, webmFile } from '../helpers/fixtures/videoFiles'
import { getTestPayload } from '../helpers/payload'

type Upload = { name: string; data: Buffer; mimetype: string }

describe('video files, video block and map block', () => {
  let payload: Payload
  let server: Awaited<ReturnType<typeof startCmsApi>>
  let alpha: number
  let beta: number
  let token: string
  const own = { video: 0, file: 0, location: 0 }
  const foreign = { ...own }

  const upload = (file: Upload, fields: Record<string, unknown>) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
    form.append('_payload', JSON.stringify(fields))
    return fetch(`${server.url}/api/video-files`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    server = await startCmsApi()
    ;({ alpha, beta } = await createTenants(payload))
    for (const [ids, tenant, name] of [[own, alpha, 'Alpha'], [foreign, beta, 'Beta']] as const) {
      ids.video = (await payload.create({ collection: 'videos', data: { tenant, title: `Video ${name}`, url: 'https://youtu.be/dQw4w9WgXcQ' } as never })).id
      ids.file = (await payload.create({ collection: 'video-files', data: { tenant, title: `Datei ${name}` }, file: webmFile(`clip-${name}.webm`) })).id
      ids.location = (await payload.create({ collection: 'locations', data: { tenant, name: `Standort ${name}`, address: { latitude: 53.55, longitude: 9.99 } } as never })).id
    }
    await createEditor(payload, alpha, 'video-editor@alpha.test')
    token = await restLogin(server.url, 'video-editor@alpha.test', PASSWORD)
  })
  afterAll(() => server.close())

  it('accepts MP4 and WebM uploads into the editor’s tenant and serves them', async () => {
    for (const file of [mp4File('intro.mp4'), webmFile('loop.webm')]) {
      const response = await upload(file, { title: file.name, tenant: alpha })
      expect(response.status, file.name).toBe(201)
      const { doc } = (await response.json()) as { doc: { url: string; mimeType: string } }
      expect(doc.mimeType).toBe(file.mimetype)
      const served = await fetch(`${server.url}${doc.url}`)
      expect(served.status).toBe(200)
      expect(Buffer.from(await served.arrayBuffer()).equals(file.data)).toBe(true)
    }
  })

  it('refuses other file types, also when named and declared as a video', async () => {
    const png = await demoImage('standbild.png', { width: 64, height: 64 })
    const disguised = { name: 'getarnt.mp4', data: png.data, mimetype: 'video/mp4' }
    for (const file of [png, disguised, { name: 'text.webm', data: Buffer.from('kein Video'), mimetype: 'video/webm' }]) {
      const response = await upload(file, { title: file.name, tenant: alpha })
      expect(response.status, file.name).toBe(400)
    }
    expect((await payload.count({ collection: 'video-files', where: { filename: { in: ['standbild.png', 'getarnt.mp4', 'text.webm'] } } })).totalDocs).toBe(0)
  })

  it(`refuses files above ${VIDEO_FILE_MAX_BYTES} bytes over REST and the Local API`, async () => {
    const response = await upload(mp4File('zu-gross.mp4', VIDEO_FILE_MAX_BYTES + 1), { title: 'Zu groß', tenant: alpha })
    expect(response.status).toBe(400)
    expect(restErrorPaths(await response.json())).toEqual(['file'])
    expect(await validationPaths(payload.create({ collection: 'video-files', data: { tenant: alpha, title: 'Zu groß' }, file: webmFile('zu-gross.webm', VIDEO_FILE_MAX_BYTES + 1) }))).toEqual(['file'])
    expect((await payload.count({ collection: 'video-files', where: { title: { equals: 'Zu groß' } } })).totalDocs).toBe(0)
  })

  const layout = (ids: typeof own) => [
    { blockType: 'video', source: 'library', video: ids.video },
    { blockType: 'video', source: 'file', file: ids.file },
    { blockType: 'map', source: 'manual', locations: [ids.location] },
  ]

  it('a block cannot reference the other tenant’s video, video file or location (REST and Local API)', async () => {
    const refused = await api(server.url, '/api/pages', { token, body: { title: 'Fremde Videos', tenant: alpha, layout: layout(foreign) } })
    expect(refused.status).toBe(400)
    expect(restErrorPaths(refused.json).sort()).toEqual(['layout.0.video', 'layout.1.file', 'layout.2.locations'])
    const paths = await validationPaths(payload.create({ collection: 'posts', data: { title: 'Fremder Beitrag', tenant: alpha, layout: layout(foreign) } as never }))
    expect(paths.sort()).toEqual(['layout.0.video', 'layout.1.file', 'layout.2.locations'])
    const saved = await api(server.url, '/api/pages', { token, body: { title: 'Eigene Videos', tenant: alpha, layout: layout(own) } })
    expect(saved.status).toBe(201)
  })

  it('validates the source, the embed URL, the start time and the inline markers', async () => {
    const body = {
      title: 'Ungültig',
      tenant: alpha,
      layout: [
        { blockType: 'video', source: 'file' },
        { blockType: 'video', source: 'embed', url: 'https://videos.example.com/clip.mp4' },
        { blockType: 'video', source: 'embed', url: 'https://vimeo.com/76979871', startSeconds: -1 },
        { blockType: 'video', source: 'embed', url: 'https://vimeo.com/76979871', startSeconds: 1.5 },
        { blockType: 'map', source: 'inline', markers: [{ label: 'Nirgendwo', latitude: 91, longitude: 10 }, { label: 'Auch nicht', latitude: 10, longitude: -181 }] },
      ],
    }
    const refused = await api(server.url, '/api/pages', { token, body })
    expect(refused.status).toBe(400)
    expect(restErrorPaths(refused.json).sort()).toEqual(['layout.0.file', 'layout.1.url', 'layout.2.startSeconds', 'layout.3.startSeconds', 'layout.4.markers.0.latitude', 'layout.4.markers.1.longitude'])
  })

  it('autoplay forces muted when saved', async () => {
    const saved = await api(server.url, '/api/pages', { token, body: { title: 'Autoplay', tenant: alpha, layout: [{ blockType: 'video', source: 'file', file: own.file, autoplay: true, muted: false }] } })
    expect(saved.status).toBe(201)
    expect(saved.json.doc.layout[0]).toMatchObject({ autoplay: true, muted: true })
  })
})
