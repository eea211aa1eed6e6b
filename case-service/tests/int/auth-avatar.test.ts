import { request as httpRequest } from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { storedFiles } from '@case/db/schema'
import { readStoredFile } from '@case/features/files/storedFiles'
import { caseClient } from '../harness/caseApi'
import { useCaseApi } from '../harness/useCaseApi'

const MB = 1024 * 1024

const upload = (
  api: ReturnType<typeof caseClient>,
  token: string,
  bytes: Uint8Array,
  { filename = 'me.png', type = 'image/png' } = {},
) => {
  const form = new FormData()
  form.set('avatar', new Blob([new Uint8Array(bytes)], { type }), filename)
  return api.raw('/api/auth/avatar', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
}

/** Sends `total` bytes chunked, without Content-Length: only counting the body can stop it. */
function uploadChunkedWithoutLength(url: string, token: string, total: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/auth/avatar`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'transfer-encoding': 'chunked',
        },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    )
    const chunk = Buffer.alloc(64 * 1024, 0x61)
    let sent = 0
    const pump = () => {
      while (sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

describe('avatar upload', () => {
  const ctx = useCaseApi({ employee: { email: 'avatar@example.org' } })
  const { api } = ctx
  /** The stored bytes behind an avatar URL (stored_files), or undefined. */
  const storedFile = async (avatarUrl: string) => (await readStoredFile(ctx.db, path.basename(avatarUrl)))?.content

  it('re-encodes a JPEG to WebP within 256×256 under a random name and strips its metadata', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined() // control: the input does carry EXIF

    // Declared as text/plain with a .txt name: only the content decides.
    const res = await upload(api, ctx.employee.token, jpeg, { filename: 'holiday.txt', type: 'text/plain' })
    expect(res.status).toBe(200)
    const user = await res.json()
    expect(user.avatar_url).toMatch(/^\/avatars\/[0-9a-f]{32}\.webp$/)
    expect(user.avatar_url).not.toContain('holiday')

    const stored = (await storedFile(user.avatar_url))!
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 171 })
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('secret-camera-owner'))).toBe(false)
    expect((await api.get('/api/auth/me', { token: ctx.employee.token })).body.avatar_url).toBe(user.avatar_url)

    // Served as a static file under its URL; anything that is not a stored name is a 404.
    const served = await api.raw(user.avatar_url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true)
    expect((await api.raw('/avatars/..%2F..%2Fpackage.json')).status).toBe(404)
  })

  it('accepts PNG and WebP, replaces the previous file, and DELETE removes the file', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer()
    const first = await (await upload(api, ctx.employee.token, png)).json()
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer()
    const second = await (
      await upload(api, ctx.employee.token, webp, { filename: 'x.webp', type: 'image/webp' })
    ).json()
    expect(second.avatar_url).not.toBe(first.avatar_url)
    expect(await storedFile(first.avatar_url)).toBeUndefined()
    expect((await sharp(await storedFile(second.avatar_url)).metadata()).width).toBe(40) // not enlarged

    expect((await api.delete('/api/auth/avatar', { token: ctx.employee.token })).status).toBe(204)
    expect(await storedFile(second.avatar_url)).toBeUndefined()
    expect((await api.get('/api/auth/me', { token: ctx.employee.token })).body.avatar_url).toBeNull()
  })

  it('refuses a non-image with 415 even when it claims to be a PNG', async () => {
    const res = await upload(
      api,
      ctx.employee.token,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    )
    expect(res.status).toBe(415)
    expect((await res.json()).code).toBe('unsupported_image_type')
  })

  it('refuses a file with image magic bytes that does not decode with 415', async () => {
    const fakePng = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)])
    const res = await upload(api, ctx.employee.token, fakePng)
    expect(res.status).toBe(415)
    expect((await res.json()).code).toBe('image_unreadable')
  })

  it('refuses a file over 2 MB with 413 (by Content-Length, before reading)', async () => {
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2 * MB + 1)])
    const res = await upload(api, ctx.employee.token, big)
    expect(res.status).toBe(413)
    expect((await res.json()).code).toBe('payload_too_large')
  })

  it('refuses a body over the limit without Content-Length by counting the bytes read', async () => {
    expect(await uploadChunkedWithoutLength(ctx.url, ctx.employee.token, 3 * MB)).toBe(413)
  })

  it('refuses a non-multipart body with 415, a form without the field with 422, and no token with 401', async () => {
    const json = await api.post('/api/auth/avatar', { token: ctx.employee.token, json: { avatar: 'x' } })
    expect(json.status).toBe(415)
    const form = new FormData()
    form.set('picture', new Blob([new Uint8Array([1, 2, 3])]), 'a.png')
    const missing = await api.raw('/api/auth/avatar', {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.employee.token}` },
      body: form,
    })
    expect(missing.status).toBe(422)
    expect((await upload(api, '', new Uint8Array([1]))).status).toBe(401)
  })

  it('leaves no stray files behind', async () => {
    expect(await ctx.db.select({ name: storedFiles.name }).from(storedFiles)).toEqual([])
  })
})
