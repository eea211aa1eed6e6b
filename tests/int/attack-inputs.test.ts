import { beforeAll, describe, expect, it } from 'vitest'
import { richText } from '@/lib/richText/buildRichText'
import { api } from '../helpers/fixtures/platform'
import { ROOT_USER, useCms } from '../helpers/useCms'

const textBlock = (name: string) => ({ blockType: 'text', name, label: name, required: true })

/** A body streamed in chunks without Content-Length, so only the reading limit can stop it. */
function chunkedBody(totalBytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"form":1,"pad":"'))
      if (sent >= totalBytes) {
        controller.enqueue(new TextEncoder().encode('"}'))
        controller.close()
        return
      }
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

describe('attack (issue 11): malformed input answers 4xx, never 500; public bodies are capped', () => {
  const cms = useCms({
    env: { FORM_SUBMISSIONS_PER_MINUTE: '1000' },
    tenants: { alpha: {} },
    users: { root: ROOT_USER },
  })
  let form: number
  let post: number

  beforeAll(async () => {
    const confirmationMessage = richText('Danke')
    form = (
      await cms.payload.create({
        collection: 'forms',
        data: {
          title: 'Kontakt',
          tenant: cms.tenants.alpha,
          fields: [textBlock('name')],
          confirmationMessage,
        } as never,
      })
    ).id
    post = (
      await cms.payload.create({
        collection: 'posts',
        data: { title: 'Hallo', tenant: cms.tenants.alpha, _status: 'published' } as never,
      })
    ).id
  })

  const expect400 = (response: { status: number; json: any; text: string }, label: string) => {
    expect(response.status, `${label}: ${response.text}`).toBe(400)
    expect(response.json.errors?.[0]?.message, label).toEqual(expect.any(String))
  }

  it('anonymous: NUL bytes in public query parameters and path segments', async () => {
    for (const path of [
      '/api/team?tenant=%00',
      '/api/team?tenant=alpha&search=%00',
      '/api/team?tenant=alpha&department=a%00b',
      '/api/timelines?tenant=alpha&slug=%00',
      '/api/workflows?tenant=alpha%00',
      '/api/team/%00/vcard?tenant=alpha',
      '/api/posts?where[title][equals]=%00',
      '/api/team?tenant=%E0%A4%A', // broken percent-encoding
    ]) {
      expect400(await api(cms.url, path), path)
    }
  })

  it('anonymous form submit: a form id beyond PostgreSQL integer', async () => {
    for (const value of ['2147483648', 2147483648, '99999999999999999999', -1, '1e3']) {
      const response = await api(cms.url, '/api/form-submissions/submit', { body: { form: value, submissionData: [] } })
      expect400(response, `form ${value}`)
    }
    const nul = await api(cms.url, '/api/form-submissions/submit', {
      body: { form, submissionData: [{ field: 'name', value: 'a\u0000b' }] },
    })
    expect400(nul, 'NUL in a value')
  })

  it('authenticated custom endpoints: ids and dates out of range', async () => {
    for (const path of [
      '/api/tenants/99999999999999/export',
      '/api/email-logs/export?tenant=99999999999',
      '/api/email-logs/export?to=9999-12-31',
      '/api/email-logs/export?format=csv&from=0001-01-01',
      '/api/email-logs/stats?to=9999-12-31',
      '/api/email-logs/stats?tenant=2147483648',
    ]) {
      expect400(await api(cms.url, path, { token: cms.tokens.root }), path)
    }
  })

  it('Payload core routes: non-numeric and too large ids, negative pages and limits, id filters', async () => {
    const requests: [string, string][] = [
      ['GET', '/api/posts/abc'],
      ['GET', '/api/posts/99999999999'],
      ['PATCH', '/api/posts/99999999999'],
      ['DELETE', '/api/posts/2147483648'],
      ['GET', '/api/posts/versions/99999999999'],
      ['POST', '/api/posts/99999999999/duplicate'],
      ['GET', '/api/users/abc'],
      ['GET', '/api/posts?page=-5'],
      ['GET', '/api/posts?page=0'],
      ['GET', '/api/posts?limit=-1'],
      ['GET', '/api/posts?page=abc'],
      ['GET', '/api/posts?where[id][equals]=99999999999'],
      ['GET', '/api/posts?where[or][0][id][in]=1,99999999999'],
    ]
    for (const [method, path] of requests) {
      for (const token of [undefined, cms.tokens.root]) {
        const response = await api(cms.url, path, {
          method,
          token,
          body: method === 'PATCH' ? { title: 'x' } : undefined,
        })
        expect400(response, `${method} ${path} ${token ? 'as super admin' : 'anonymous'}`)
      }
    }
    const english = await api(cms.url, '/api/posts/abc', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(english.json.errors[0].message).toBe('The id must be a whole number from 1 to 2147483647.')
    expect((await api(cms.url, '/api/posts/abc')).json.errors[0].message).toBe(
      'Die ID muss eine ganze Zahl von 1 bis 2147483647 sein.',
    )
  })

  it('well-formed requests still reach Payload (named routes are no ids)', async () => {
    expect((await api(cms.url, `/api/posts/${post}`)).status).toBe(200)
    expect((await api(cms.url, '/api/posts?page=1&limit=100')).status).toBe(200)
    expect((await api(cms.url, `/api/posts?where[id][in]=${post},2147483647`)).json.docs).toHaveLength(1)
    expect((await api(cms.url, '/api/users/me', { token: cms.tokens.root })).json.user.email).toBe('root@platform.test')
    expect((await api(cms.url, '/api/posts/2147483647')).status).toBe(404)
  })

  it('a 20 MB JSON body to the public form submit is refused with 413 before parsing', async () => {
    const before = await cms.payload.count({ collection: 'form-submissions' })
    const huge = JSON.stringify({ form, submissionData: [{ field: 'name', value: 'x'.repeat(20 * 1024 * 1024) }] })
    const withoutType = await fetch(`${cms.url}/api/form-submissions/submit`, { method: 'POST', body: '{}' })
    expect(withoutType.status).toBe(415)
    const big = await fetch(`${cms.url}/api/form-submissions/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    })
    expect(big.status).toBe(413)
    expect((await big.json()).errors[0].message).toMatch(/65536 bytes/)
    const streamed = await fetch(`${cms.url}/api/form-submissions/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunkedBody(20 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    const justOver = JSON.stringify({ form, submissionData: [{ field: 'name', value: 'x'.repeat(64 * 1024) }] })
    expect(
      (
        await fetch(`${cms.url}/api/form-submissions/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: justOver,
        })
      ).status,
    ).toBe(413)
    const formEncoded = await fetch(`${cms.url}/api/form-submissions/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'form=1',
    })
    expect(formEncoded.status).toBe(415)
    expect(await cms.payload.count({ collection: 'form-submissions' })).toEqual(before)

    const normal = await api(cms.url, '/api/form-submissions/submit', {
      body: { form, submissionData: [{ field: 'name', value: 'Erika' }] },
    })
    expect(normal.status, normal.text).toBe(201)
  })
})
