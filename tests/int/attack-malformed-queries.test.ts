import { testMediaDir } from '../helpers/fixtures/mediaDir'
import { sql } from '@payloadcms/db-postgres'
import { defaultLoggerOptions } from 'payload'
import { postgresDrizzle } from '@/lib/db/payloadPostgres'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createImage } from '../helpers/fixtures/content'
import { api } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms } from '../helpers/useCms'

/**
 * Issue 28, finding 12: malformed query input reached PostgreSQL and answered 500 (and the failed SQL
 * was logged with its parameters). (`vp-tasks` and `video-platform-content` are tested with the video hub.)
 */
describe('attack (issue 28 #12): malformed queries answer 4xx, never 500', () => {
  const cms = useCms({
    tenants: { alpha: {} },
    users: { root: ROOT_USER, editor: { email: 'editor@alpha.test', roles: { alpha: ['editor'] } } },
  })
  let file: string

  beforeAll(async () => {
    expect(testMediaDir).toBeTruthy()
    file = (await createImage(cms.payload, cms.tenants.alpha, 'probe')).filename!
  })

  /** Every request is sent; the answers that are no 4xx in Payload's error shape are reported together. */
  const expectAll4xx = async (requests: { path: string; token?: string }[]) => {
    const wrong: string[] = []
    for (const { path, token } of requests) {
      const response = await api(cms.url, path, { token })
      const fits =
        response.status >= 400 && response.status < 500 && typeof response.json?.errors?.[0]?.message === 'string'
      if (!fits) wrong.push(`${path} → ${response.status} ${response.text.slice(0, 120)}`)
    }
    expect(wrong).toEqual([])
  }

  it('anonymous: upload prefix, geo operators on text, block-type paths and non-numeric relationship ids', async () => {
    await expectAll4xx(
      [
        `/api/media/file/${file}?prefix=x`,
        `/api/media/file/${file}?prefix=../../etc`,
        '/api/pages?where[title][near]=1,2',
        '/api/pages?where[title][within]=1',
        '/api/pages?where[title][intersects]=1',
        '/api/pages?where[layout.blockType][equals]=x',
        '/api/pages?where[tenant][in]=abc',
        '/api/pages?where[tenant][equals]=99999999999',
        '/api/pages?where[and][0][tenant][not_in]=1,abc',
        '/api/posts?where[tenant][in][0]=abc',
        '/api/pages?where[tenant.id][equals]=abc',
        '/api/pages?where[tenant][like]=abc',
        '/api/pages?where[tenant][greater_than]=abc',
        '/api/pages?where[meta.image][equals]=abc',
        '/api/pages?where[layout][equals]=x',
        '/api/pages?where[layout][exists]=true',
        '/api/pages?where[createdAt][greater_than]=275760-09-13',
        '/api/pages?where[updatedAt][like]=x',
        '/api/pages?where[_status][equals]=zz',
      ].map((path) => ({ path })),
    )
  })

  it('signed in: the versions routes of an unversioned collection', async () => {
    const paths = ['/api/users/versions', '/api/tenants/versions', '/api/media/versions', '/api/users/versions/1']
    await expectAll4xx([cms.tokens.root, cms.tokens.editor].flatMap((token) => paths.map((path) => ({ path, token }))))
    await expectAll4xx(
      ['/api/pages/versions?where[parent][equals]=abc', '/api/pages/versions?where[version.tenant][equals]=abc'].map(
        (path) => ({ path, token: cms.tokens.root }),
      ),
    )
  })

  it('well-formed filters and files still work', async () => {
    expect((await api(cms.url, `/api/media/file/${file}`)).status).toBe(200)
    expect((await api(cms.url, `/api/pages?where[tenant][in]=${cms.tenants.alpha}`)).status).toBe(200)
    expect((await api(cms.url, '/api/pages?where[tenant.slug][equals]=alpha', { token: cms.tokens.root })).status).toBe(
      200,
    )
    expect((await api(cms.url, '/api/pages?where[tenant][exists]=true')).status).toBe(200)
    expect((await api(cms.url, '/api/posts/versions', { token: cms.tokens.root })).status).toBe(200)
    // The admin list view's relationship cells (Payload's RelationshipProvider): 250 ids at most, comma-joined, a select.
    const cells = `/api/tenants?depth=0&draft=true&limit=250&locale=de&where[id][in]=${cms.tenants.alpha},${cms.tenants.alpha}&select[name]=true`
    const related = await api(cms.url, cells, { token: cms.tokens.root })
    expect(related.status, related.text.slice(0, 300)).toBe(200)
    expect(related.json.docs).toHaveLength(1)
  })

  it('a failed query is logged without its parameters (names, e-mail addresses)', async () => {
    const secret = 'geheim.person@example.com'
    // A real failed query: drizzle's error carries the values in its message, stack and `params`.
    const failure = await postgresDrizzle(cms.payload)
      .execute(sql`select ${secret}::integer`)
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(String((failure as Error).message)).toContain(secret)
    // Payload logs through this stream (payload.config.ts): every line it writes is seen here.
    const write = vi.spyOn(defaultLoggerOptions, 'write')
    try {
      cms.payload.logger.error({ err: failure }) // what Payload's logError does with a failed request
      const lines = write.mock.calls.map(([line]) => String(line)).join('\n')
      expect(lines).toContain('Failed query')
      expect(lines).toContain('22P02')
      expect(lines).not.toContain(secret)
    } finally {
      write.mockRestore()
    }
  })
})
