import '../helpers/fixtures/mediaDir'
import { beforeAll, describe, expect, it } from 'vitest'
import { VIDEO_FILE_MAX_BYTES } from '@/collections/VideoFiles/limits'
import { demoImage } from '@/lib/media/demoFiles'
import { restErrorPaths, validationPaths } from '../helpers/fixtures/content'
import { api, demoTenants } from '../helpers/fixtures/platform'
import { mp4File, webmFile } from '../helpers/fixtures/videoFiles'
import { useCms } from '../helpers/useCms'

type Upload = { name: string; data: Buffer; mimetype: string }

describe('video files, video block and map block', () => {
  const cms = useCms({
    tenants: demoTenants(),
    users: { editor: { email: 'video-editor@alpha.test', roles: { alpha: ['editor'] } } },
  })
  const own = { video: 0, file: 0, location: 0 }
  const foreign = { ...own }

  const upload = (file: Upload, fields: Record<string, unknown>) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
    form.append('_payload', JSON.stringify(fields))
    return fetch(`${cms.url}/api/video-files`, {
      method: 'POST',
      headers: { authorization: `JWT ${cms.tokens.editor}` },
      body: form,
    })
  }

  beforeAll(async () => {
    for (const [ids, tenant, name] of [
      [own, cms.tenants.alpha, 'Alpha'],
      [foreign, cms.tenants.beta, 'Beta'],
    ] as const) {
      ids.video = (
        await cms.payload.create({
          collection: 'videos',
          data: { tenant, title: `Video ${name}`, url: 'https://youtu.be/dQw4w9WgXcQ' } as never,
        })
      ).id
      ids.file = (
        await cms.payload.create({
          collection: 'video-files',
          data: { tenant, title: `Datei ${name}` },
          file: webmFile(`clip-${name}.webm`),
        })
      ).id
      ids.location = (
        await cms.payload.create({
          collection: 'locations',
          data: { tenant, name: `Standort ${name}`, address: { latitude: 53.55, longitude: 9.99 } } as never,
        })
      ).id
    }
  })

  it('accepts MP4 and WebM uploads into the editor’s tenant and serves them', async () => {
    for (const file of [mp4File('intro.mp4'), webmFile('loop.webm')]) {
      const response = await upload(file, { title: file.name, tenant: cms.tenants.alpha })
      expect(response.status, file.name).toBe(201)
      const { doc } = (await response.json()) as { doc: { url: string; mimeType: string } }
      expect(doc.mimeType).toBe(file.mimetype)
      const served = await fetch(`${cms.url}${doc.url}`)
      expect(served.status).toBe(200)
      expect(Buffer.from(await served.arrayBuffer()).equals(file.data)).toBe(true)
    }
  })

  it('refuses other file types, also when named and declared as a video', async () => {
    const png = await demoImage('standbild.png', { width: 64, height: 64 })
    const disguised = { name: 'getarnt.mp4', data: png.data, mimetype: 'video/mp4' }
    for (const file of [
      png,
      disguised,
      { name: 'text.webm', data: Buffer.from('kein Video'), mimetype: 'video/webm' },
    ]) {
      const response = await upload(file, { title: file.name, tenant: cms.tenants.alpha })
      expect(response.status, file.name).toBe(400)
    }
    expect(
      (
        await cms.payload.count({
          collection: 'video-files',
          where: { filename: { in: ['standbild.png', 'getarnt.mp4', 'text.webm'] } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it(`refuses files above ${VIDEO_FILE_MAX_BYTES} bytes over REST and the Local API`, async () => {
    const response = await upload(mp4File('zu-gross.mp4', VIDEO_FILE_MAX_BYTES + 1), {
      title: 'Zu groß',
      tenant: cms.tenants.alpha,
    })
    expect(response.status).toBe(400)
    expect(restErrorPaths(await response.json())).toEqual(['file'])
    expect(
      await validationPaths(
        cms.payload.create({
          collection: 'video-files',
          data: { tenant: cms.tenants.alpha, title: 'Zu groß' },
          file: webmFile('zu-gross.webm', VIDEO_FILE_MAX_BYTES + 1),
        }),
      ),
    ).toEqual(['file'])
    expect(
      (await cms.payload.count({ collection: 'video-files', where: { title: { equals: 'Zu groß' } } })).totalDocs,
    ).toBe(0)
  })

  const layout = (ids: typeof own) => [
    { blockType: 'video', source: 'library', video: ids.video },
    { blockType: 'video', source: 'file', file: ids.file },
    { blockType: 'map', source: 'manual', locations: [ids.location] },
  ]

  it('a block cannot reference the other tenant’s video, video file or location (REST and Local API)', async () => {
    const refused = await api(cms.url, '/api/pages', {
      token: cms.tokens.editor,
      body: { title: 'Fremde Videos', tenant: cms.tenants.alpha, layout: layout(foreign) },
    })
    expect(refused.status).toBe(400)
    expect(restErrorPaths(refused.json).sort()).toEqual(['layout.0.video', 'layout.1.file', 'layout.2.locations'])
    const paths = await validationPaths(
      cms.payload.create({
        collection: 'posts',
        data: { title: 'Fremder Beitrag', tenant: cms.tenants.alpha, layout: layout(foreign) } as never,
      }),
    )
    expect(paths.sort()).toEqual(['layout.0.video', 'layout.1.file', 'layout.2.locations'])
    const saved = await api(cms.url, '/api/pages', {
      token: cms.tokens.editor,
      body: { title: 'Eigene Videos', tenant: cms.tenants.alpha, layout: layout(own) },
    })
    expect(saved.status).toBe(201)
  })

  it('validates the source, the embed URL, the start time and the inline markers', async () => {
    const body = {
      title: 'Ungültig',
      tenant: cms.tenants.alpha,
      layout: [
        { blockType: 'video', source: 'file' },
        { blockType: 'video', source: 'embed', url: 'https://videos.example.com/clip.mp4' },
        { blockType: 'video', source: 'embed', url: 'https://vimeo.com/76979871', startSeconds: -1 },
        { blockType: 'video', source: 'embed', url: 'https://vimeo.com/76979871', startSeconds: 1.5 },
        {
          blockType: 'map',
          source: 'inline',
          markers: [
            { label: 'Nirgendwo', latitude: 91, longitude: 10 },
            { label: 'Auch nicht', latitude: 10, longitude: -181 },
          ],
        },
      ],
    }
    const refused = await api(cms.url, '/api/pages', { token: cms.tokens.editor, body })
    expect(refused.status).toBe(400)
    expect(restErrorPaths(refused.json).sort()).toEqual([
      'layout.0.file',
      'layout.1.url',
      'layout.2.startSeconds',
      'layout.3.startSeconds',
      'layout.4.markers.0.latitude',
      'layout.4.markers.1.longitude',
    ])
  })

  it('autoplay forces muted when saved', async () => {
    const saved = await api(cms.url, '/api/pages', {
      token: cms.tokens.editor,
      body: {
        title: 'Autoplay',
        tenant: cms.tenants.alpha,
        layout: [{ blockType: 'video', source: 'file', file: own.file, autoplay: true, muted: false }],
      },
    })
    expect(saved.status).toBe(201)
    expect(saved.json.doc.layout[0]).toMatchObject({ autoplay: true, muted: true })
  })
})
