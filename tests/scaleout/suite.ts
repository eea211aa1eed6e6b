import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { createClient } from '@redis/client'
import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { getDb } from '@case/db/client'
import { storedFiles } from '@case/db/schema'
import { getTestPayload } from '../helpers/payload'
import { createEditor, createTenants, createUser, PASSWORD, startSmtpServer } from '../helpers/fixtures/platform'
import { createUser as createCaseUser, tokenFor } from '../../case-service/tests/harness/fixtures/auth'
import {
  BACKEND_HEADER,
  startInstance,
  startProxy,
  startRedisLink,
  startS3,
  type Instance,
  type Proxy,
  type RedisLink,
  type S3Stand,
  type Stoppable,
} from './cluster'

type Storage = 's3' | 'disk'
type Answer = { status: number; backend: number; body: any; bytes: Buffer; headers: Headers }

/** A request through the proxy; `backend` pins it to one instance, otherwise round robin. */
async function through(
  proxy: Proxy,
  pathname: string,
  init: {
    method?: string
    token?: string
    scheme?: string
    json?: unknown
    body?: BodyInit
    backend?: number
    headers?: Record<string, string>
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers }
  if (init.token) headers.authorization = `${init.scheme ?? 'JWT'} ${init.token}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  if (init.backend !== undefined) headers[BACKEND_HEADER] = String(init.backend)
  const response = await fetch(`${proxy.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  let body: unknown
  try {
    body = JSON.parse(bytes.toString('utf8'))
  } catch {
    body = undefined
  }
  return {
    status: response.status,
    backend: Number(response.headers.get(BACKEND_HEADER)),
    body,
    bytes,
    headers: response.headers,
  }
}

type SitePage = { status: number; cache: string | undefined; html: string }

/** A public page of a tenant's site through the proxy, pinned to one backend (the Host header names the site). */
function sitePage(proxy: Proxy, host: string, pathname: string, backend: number): Promise<SitePage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${proxy.url}${pathname}`,
      { headers: { host, [BACKEND_HEADER]: String(backend) } },
      (response) => {
        let html = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (html += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, cache: response.headers['x-nextjs-cache'] as string, html }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/** Polls `check` every 100 ms until it is true; throws after `timeoutMs`. */
async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Issue 18's done-when: `instances` production servers of each app on one PostgreSQL (this test
 * file's databases) behind one round-robin proxy, with uploads and exports on `storage` (s3rver,
 * or MEDIA_DIR/EXPORT_DIR on the local disk). Each step pins its requests to instance A (0) and
 * B (1); with one instance both are the same server, so the default path runs the same checks.
 */
export function describeScaleOut(storage: Storage, instances: number, { sharedCache = false } = {}) {
  const cacheName = sharedCache ? 'pages cached in Redis' : 'pages cached per instance'
  describe(`scale-out: ${instances} instance(s) of each app, files on ${storage === 's3' ? 'S3 (s3rver)' : 'the local disk'}, ${cacheName}`, () => {
    const A = 0
    const B = 1
    const running: Stoppable[] = []
    const scratch = mkdtempSync(path.join(tmpdir(), 'scaleout-'))
    let payload: Payload
    let s3: S3Stand | undefined
    let cms: Proxy
    let cases: Proxy
    let alpha: number
    let beta: number
    let cmsInstances: Instance[]
    let redisLink: RedisLink | undefined
    // Each run its own keys in the machine's Redis, removed afterwards.
    const redisKeyPrefix = `scaleout-${randomUUID()}`
    let alphaToken: string
    let betaToken: string
    let rootToken: string
    let smtpA: Awaited<ReturnType<typeof startSmtpServer>>
    let smtpB: Awaited<ReturnType<typeof startSmtpServer>>

    beforeAll(async () => {
      const builds = inject('scaleOutBuilds')
      if ('error' in builds) throw new Error(`The production builds are not available: ${builds.error}`)
      process.env.CASE_ENCRYPTION_KEY ??= randomBytes(32).toString('hex')
      process.env.CMS_ENCRYPTION_KEY ??= randomBytes(32).toString('hex')
      process.env.CRON_SECRET ??= randomBytes(32).toString('hex')
      payload = await getTestPayload()
      smtpA = await startSmtpServer()
      smtpB = await startSmtpServer()
      ;({ alpha, beta } = await createTenants(payload))
      await payload.update({
        collection: 'tenants',
        id: alpha,
        data: { smtp: { host: '127.0.0.1', port: smtpA.port, fromAddress: 'praxis@alpha.test' } },
      })
      await createEditor(payload, alpha, 'scale-alpha@example.com')
      await createEditor(payload, beta, 'scale-beta@example.com')
      await createUser(payload, 'scale-root@platform.test', [], { isSuperAdmin: true })

      if (storage === 's3') running.push((s3 = await startS3()))
      if (sharedCache) running.push((redisLink = await startRedisLink()))
      const shared = {
        DATABASE_URL: process.env.DATABASE_URL!,
        CASE_DATABASE_URL: process.env.CASE_DATABASE_URL!,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!,
        CMS_ENCRYPTION_KEY: process.env.CMS_ENCRYPTION_KEY!,
        CRON_SECRET: process.env.CRON_SECRET!,
        CASE_JWT_SECRET: process.env.CASE_JWT_SECRET!,
        CASE_ENCRYPTION_KEY: process.env.CASE_ENCRYPTION_KEY!,
        VERSICHERUNG_FILTER: 'AOK-NORD',
        LOGIN_RATE_LIMIT_PER_MINUTE: '5',
        ...(s3 ? s3.env : { MEDIA_DIR: path.join(scratch, 'media'), EXPORT_DIR: path.join(scratch, 'exports') }),
        ...(redisLink ? { REDIS_URL: redisLink.url, REDIS_KEY_PREFIX: redisKeyPrefix } : {}),
      }
      const started = await Promise.all([
        ...Array.from({ length: instances }, () => startInstance('.', builds.cms, shared)),
        ...Array.from({ length: instances }, () => startInstance('case-service', builds.caseService, shared)),
      ])
      running.push(...started)
      cmsInstances = started.slice(0, instances)
      cms = await startProxy(cmsInstances.map((instance) => instance.url))
      cases = await startProxy(started.slice(instances).map((instance) => instance.url))
      running.push(cms, cases)
      const login = async (email: string, password: string) =>
        (await through(cms, '/api/users/login', { method: 'POST', json: { email, password } })).body.token as string
      alphaToken = await login('scale-alpha@example.com', PASSWORD)
      betaToken = await login('scale-beta@example.com', PASSWORD)
      rootToken = await login('scale-root@platform.test', PASSWORD)
    }, 600_000)

    afterAll(async () => {
      await Promise.all(running.reverse().map((part) => part.stop()))
      await Promise.all([smtpA?.close(), smtpB?.close()])
      rmSync(scratch, { recursive: true, force: true })
      if (sharedCache) {
        const redis = await createClient().connect()
        const keys = await redis.keys(`${redisKeyPrefix}:*`)
        if (keys.length) await redis.unlink(keys)
        await redis.close()
      }
    })

    const bucketKeys = async (prefix = '') => {
      const client = new S3Client({
        endpoint: s3!.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      })
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3!.bucket, Prefix: prefix }))
      client.destroy()
      return (listed.Contents ?? []).map((object) => object.Key!)
    }

    it('serves an image uploaded through A, with its sizes, through B; another tenant’s editor can neither read nor change it; a delete removes every file', async () => {
      const file = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), `scale-${storage}.png`)
      form.append('_payload', JSON.stringify({ alt: 'Skaliert', tenant: alpha }))
      const created = await through(cms, '/api/media', { method: 'POST', token: alphaToken, body: form, backend: A })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const doc = created.body.doc as {
        id: number
        url: string
        filename: string
        sizes: Record<string, { url: string | null; width: number | null; filename: string | null }>
      }
      // Served by Payload (after its read access check), never a bucket URL.
      expect(doc.url).toBe(`/api/media/file/${doc.filename}`)

      const original = await through(cms, doc.url, { backend: B })
      expect([original.status, original.backend]).toEqual([200, B % instances])
      expect(original.headers.get('content-type')).toBe('image/png')
      expect(original.bytes.equals(file)).toBe(true)
      const sizes = Object.values(doc.sizes).filter((size) => size.url)
      expect(sizes.map((size) => size.width).sort()).toEqual([300, 768])
      for (const size of sizes) {
        const served = await through(cms, size.url!, { backend: B })
        expect(served.status, size.url!).toBe(200)
        expect(served.bytes.length).toBeGreaterThan(0)
      }
      // Keyed by collection (file names are unique per collection only), as on disk.
      if (s3)
        expect((await bucketKeys('media/')).sort()).toEqual(
          [doc.filename, ...sizes.map((size) => size.filename!)].map((name) => `media/${name}`).sort(),
        )
      else
        expect(readdirSync(path.join(scratch, 'media')).sort()).toEqual(
          [doc.filename, ...sizes.map((size) => size.filename!)].sort(),
        )

      const foreignRead = await through(cms, `/api/media/${doc.id}`, { token: betaToken, backend: B })
      expect([403, 404]).toContain(foreignRead.status)
      const foreignUpdate = await through(cms, `/api/media/${doc.id}`, {
        method: 'PATCH',
        token: betaToken,
        json: { alt: 'Übernommen' },
        backend: B,
      })
      expect([403, 404]).toContain(foreignUpdate.status)
      const foreignDelete = await through(cms, `/api/media/${doc.id}`, {
        method: 'DELETE',
        token: betaToken,
        backend: A,
      })
      expect([403, 404]).toContain(foreignDelete.status)
      expect((await through(cms, doc.url, { backend: A })).status).toBe(200)

      // Deleted through B, the file and its sizes are gone for every instance.
      expect(
        (await through(cms, `/api/media/${doc.id}`, { method: 'DELETE', token: alphaToken, backend: B })).status,
      ).toBe(200)
      if (s3) expect(await bucketKeys('media/')).toEqual([])
      else expect(readdirSync(path.join(scratch, 'media'))).toEqual([])
      expect((await through(cms, doc.url, { backend: A })).status).toBe(404)
    })

    it('downloads a report generated on A from B, and after a delete its file is gone from storage', async () => {
      const db = await getDb()
      const admin = await createCaseUser(db, { role: 'admin' })
      const token = await tokenFor(admin)
      const generated = await through(cases, '/api/reports/generate', {
        method: 'POST',
        token,
        scheme: 'Bearer',
        json: { jahr: 2026, kw_to: 10, report_type: 'standard' },
        backend: A,
      })
      expect(generated.status, JSON.stringify(generated.body)).toBe(201)
      const id = generated.body.id as string
      const download = await through(cases, `/api/reports/download?id=${id}`, { token, scheme: 'Bearer', backend: B })
      expect([download.status, download.backend]).toEqual([200, B % instances])
      expect(download.bytes.subarray(0, 2).toString()).toBe('PK') // an XLSX (zip)
      expect(
        await db
          .select({ name: storedFiles.name })
          .from(storedFiles)
          .where(eq(storedFiles.name, `${id}.xlsx`)),
      ).toHaveLength(1)

      const deleted = await through(cases, '/api/reports', {
        method: 'DELETE',
        token,
        scheme: 'Bearer',
        json: { ids: [id] },
        backend: A,
      })
      expect(deleted.body).toEqual({ deleted: [id], not_found: [] })
      expect(
        await db
          .select({ name: storedFiles.name })
          .from(storedFiles)
          .where(eq(storedFiles.name, `${id}.xlsx`)),
      ).toEqual([])
      expect(
        (await through(cases, `/api/reports/download?id=${id}`, { token, scheme: 'Bearer', backend: B })).status,
      ).toBe(404)
    })

    it('refuses the 11th mail in a minute whichever instance answers (send-email limit shared in PostgreSQL)', async () => {
      const mail = (backend?: number) =>
        through(cms, '/api/send-email', {
          method: 'POST',
          token: alphaToken,
          json: { tenant: alpha, to: 'patient@example.test', subject: 'Termin', text: 'x' },
          backend,
        })
      const first10 = []
      for (let index = 0; index < 10; index++) first10.push(await mail())
      expect(first10.map((answer) => answer.status)).toEqual(Array(10).fill(200))
      expect(new Set(first10.map((answer) => answer.backend)).size).toBe(instances) // both instances sent some
      for (const backend of [A, B]) expect((await mail(backend)).status).toBe(429)
    })

    it('holds the login limits across instances: the case service per client address (a forged X-Forwarded-For does not help), the CMS per account and address', async () => {
      const attempts = []
      for (let index = 0; index < 6; index++) {
        attempts.push(
          await through(cases, '/api/auth/login', {
            method: 'POST',
            json: { email: `nobody-${randomUUID()}@example.org`, password: 'wrong-password-123' },
            headers: { 'x-forwarded-for': `203.0.113.${index}` },
          }),
        )
      }
      expect(attempts.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429])
      const onB = await through(cases, '/api/auth/login', {
        method: 'POST',
        json: { email: `nobody-${randomUUID()}@example.org`, password: 'wrong-password-123' },
        backend: B,
      })
      expect(onB.status).toBe(429)

      await createEditor(payload, alpha, 'scale-locked@example.com')
      for (let index = 0; index < 5; index++) {
        const wrong = await through(cms, '/api/users/login', {
          method: 'POST',
          json: { email: 'scale-locked@example.com', password: 'falsch' },
        })
        expect(wrong.status).toBe(401)
      }
      // Locked for this address after 5 failures (counted in PostgreSQL's rate_limits), also with the right password on the other instance.
      const locked = await through(cms, '/api/users/login', {
        method: 'POST',
        json: { email: 'scale-locked@example.com', password: PASSWORD },
        backend: B,
      })
      expect(locked.status).not.toBe(200)
    })

    it('uses a tenant’s SMTP change made on A for the next mail sent through B', async () => {
      const send = async (subject: string) => {
        const answer = await through(cms, '/api/send-email', {
          method: 'POST',
          token: rootToken,
          json: { tenant: alpha, to: 'kunde@example.test', subject, text: 'x' },
          backend: B,
        })
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      }
      await send('Vor dem Umzug')
      expect(smtpA.received.map((mail) => mail.subject)).toContain('Vor dem Umzug')
      const update = await through(cms, `/api/tenants/${alpha}`, {
        method: 'PATCH',
        token: rootToken,
        json: { smtp: { port: smtpB.port } },
        backend: A,
      })
      expect(update.status, JSON.stringify(update.body)).toBe(200)
      await send('Nach dem Umzug')
      expect(smtpB.received.map((mail) => mail.subject)).toEqual(['Nach dem Umzug'])
    })

    describe('public pages', () => {
      let alphaPage: { id: number; path: string }
      let betaPath: string
      const publish = async (title: string, { draft = false } = {}) => {
        const answer = await through(cms, `/api/pages/${alphaPage.id}${draft ? '?draft=true' : ''}`, {
          method: 'PATCH',
          token: alphaToken,
          json: { title, _status: draft ? 'draft' : 'published' },
          backend: A,
        })
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      }
      const alphaOn = (backend: number) => sitePage(cms, 'alpha.test', alphaPage.path, backend)
      const betaOn = (backend: number) => sitePage(cms, 'beta.test', betaPath, backend)

      beforeAll(async () => {
        const created = await payload.create({
          collection: 'pages',
          data: { title: 'Sprechzeiten', tenant: alpha, _status: 'published' },
        })
        alphaPage = { id: created.id, path: `/de/${created.slug}` }
        const betaPage = await payload.create({
          collection: 'pages',
          data: { title: 'Preisliste', tenant: beta, _status: 'published' },
        })
        betaPath = `/de/${betaPage.slug}`
      })

      it('shows a change published through A on the next request to B, within 1 s; never a draft; another tenant’s pages stay cached', async () => {
        // Rendered by B, then served to A from the cache B filled: one cache for both.
        const rendered = await alphaOn(B)
        expect([rendered.status, rendered.html]).toEqual([200, expect.stringContaining('Sprechzeiten')])
        expect((await alphaOn(A)).cache).toBe('HIT')
        await betaOn(A)
        for (const backend of [A, B]) expect((await betaOn(backend)).cache, `beta on ${backend}`).toBe('HIT')

        await publish('Sprechzeiten (Entwurf)', { draft: true })
        for (const backend of [A, B]) {
          const page = await alphaOn(backend)
          expect(page.html).toContain('Sprechzeiten')
          expect(page.html).not.toContain('Entwurf')
        }

        const publishedAt = Date.now()
        await publish('Sprechzeiten im Winter')
        const next = await alphaOn(B)
        const elapsed = Date.now() - publishedAt
        expect(next.html).toContain('Sprechzeiten im Winter')
        expect(elapsed).toBeLessThan(1_000)
        expect((await alphaOn(A)).html).toContain('Sprechzeiten im Winter')
        for (const backend of [A, B]) expect((await betaOn(backend)).cache, `beta on ${backend}`).toBe('HIT')
      })

      it.runIf(sharedCache)(
        'answers 200 while Redis is unreachable, logs it once per instance, and uses the shared cache again once Redis is back',
        async () => {
          const logged = (text: string) => cmsInstances.map((instance) => instance.output().split(text).length - 1)
          await alphaOn(B)
          expect((await alphaOn(A)).cache).toBe('HIT')

          await redisLink!.cut()
          // Published during the outage: the expiry cannot reach Redis, where the old page is still stored.
          await publish('Sprechzeiten ab Januar')
          // Long enough for several reconnect attempts, each of which fails.
          await new Promise((resolve) => setTimeout(resolve, 2_500))
          for (const backend of [A, B, A, B]) {
            const page = await alphaOn(backend)
            expect(page.cache).not.toBe('HIT')
            expect([page.status, page.html]).toEqual([200, expect.stringContaining('Sprechzeiten ab Januar')])
            expect((await betaOn(backend)).status).toBe(200)
          }
          expect(logged('is unreachable')).toEqual(Array(instances).fill(1))

          await redisLink!.restore()
          await eventually('both instances reconnected', () =>
            logged('is reachable again').every((count) => count === 1),
          )
          // A replays the expiry that failed: neither instance serves the page stored before the outage.
          await eventually('A serves the page from the shared cache again', async () => {
            const page = await alphaOn(A)
            expect(page.html).toContain('Sprechzeiten ab Januar')
            return page.cache === 'HIT'
          })
          const onB = await alphaOn(B)
          expect([onB.cache, onB.html]).toEqual(['HIT', expect.stringContaining('Sprechzeiten ab Januar')])
          await publish('Sprechzeiten ab Februar')
          expect((await alphaOn(B)).html).toContain('Sprechzeiten ab Februar')
          expect(logged('is unreachable')).toEqual(Array(instances).fill(1))
        },
      )
    })

    it('writes the export of a confirmed tenant deletion to the shared storage', async () => {
      const gamma = await payload.create({
        collection: 'tenants',
        data: { name: 'Tenant gamma', slug: 'gamma', domains: [{ domain: 'gamma.test' }] },
      })
      const deleted = await through(cms, `/api/tenants/${gamma.id}?confirm=gamma`, {
        method: 'DELETE',
        token: rootToken,
        backend: B,
      })
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
      if (s3) expect(await bucketKeys('exports/')).toEqual([expect.stringMatching(/^exports\/tenant-gamma-.*\.json$/)])
      else
        expect(existsSync(path.join(scratch, 'exports')) && readdirSync(path.join(scratch, 'exports'))).toEqual([
          expect.stringMatching(/^tenant-gamma-.*\.json$/),
        ])
    })
  })
}
