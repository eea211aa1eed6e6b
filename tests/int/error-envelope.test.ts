import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { demoTenants } from '../helpers/fixtures/platform'
import { useCms } from '../helpers/useCms'

/** Payload's error body, the only one the project's own endpoints answer with (src/endpoints/responses.ts). */
const errorEnvelope = z
  .object({ errors: z.array(z.object({ message: z.string().min(1), path: z.string().optional() }).strict()).min(1) })
  .strict()

type Case = { name: string; path: string; status: number; init?: RequestInit; auth?: boolean; withPath?: string }

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

// One error from every custom endpoint family, over HTTP through the app's REST route module.
const cases: Case[] = [
  { name: 'send-email without a session', path: '/api/send-email', status: 401, init: json({}) },
  {
    name: 'send-email with an invalid body',
    path: '/api/send-email',
    status: 400,
    init: json({ tenant: 'x' }),
    auth: true,
    withPath: 'tenant',
  },
  { name: 'e-mail log export without a session', path: '/api/email-logs/export', status: 401 },
  {
    name: 'e-mail log stats with an unknown time zone',
    path: '/api/email-logs/stats?tz=Mars%2FOlympus',
    status: 400,
    auth: true,
    withPath: 'tz',
  },
  { name: 'tenant export without a session', path: '/api/tenants/1/export', status: 401 },
  { name: 'download tracking of an unknown download', path: '/api/downloads/999999/track', status: 404 },
  {
    name: 'form submit with a non-JSON body',
    path: '/api/form-submissions/submit',
    status: 415,
    init: { method: 'POST', body: 'x' },
  },
  {
    name: 'form submit with an invalid body',
    path: '/api/form-submissions/submit',
    status: 400,
    init: json({ submissionData: [] }),
    withPath: 'form',
  },
  {
    name: 'form submit for an unknown form',
    path: '/api/form-submissions/submit',
    status: 404,
    init: json({ form: 999999, submissionData: [] }),
  },
  { name: 'public timelines of an unknown tenant', path: '/api/public/timelines?tenant=nope', status: 404 },
  {
    name: 'public timelines with an invalid filter',
    path: '/api/public/timelines?tenant=alpha&type=saga',
    status: 400,
    withPath: 'type',
  },
  { name: 'public workflows of an unknown tenant', path: '/api/public/workflows?tenant=nope', status: 404 },
  {
    name: 'public team with an invalid filter',
    path: '/api/public/team?tenant=alpha&featured=maybe',
    status: 400,
    withPath: 'featured',
  },
  { name: 'public vCard of an unknown member', path: '/api/public/team/niemand/vcard?tenant=alpha', status: 404 },
  { name: 'deprecated alias /api/team of an unknown tenant', path: '/api/team?tenant=nope', status: 404 },
  { name: 'community sync without a session', path: '/api/community/sync-comments', status: 401, init: json({}) },
  {
    name: 'community sync with an invalid account id',
    path: '/api/community/sync-comments',
    status: 400,
    init: json({ accountId: 'x' }),
    auth: true,
    withPath: 'accountId',
  },
  {
    name: 'community reply with text and template',
    path: '/api/community/reply',
    status: 400,
    init: json({ interactionId: 1, text: 'x', templateId: 1 }),
    auth: true,
    withPath: 'text',
  },
  {
    name: 'community reply without a community role',
    path: '/api/community/reply',
    status: 403,
    init: json({ interactionId: 1, text: 'x' }),
    auth: true,
  },
  { name: 'REST route guard: a non-numeric id', path: '/api/posts/abc', status: 400 },
]

describe('one error envelope: every custom endpoint answers errors as { errors: [{ message, path? }] }', () => {
  const cms = useCms({
    // Low enough that the 429 test below reaches the limit after the three form cases above it.
    env: { FORM_SUBMISSIONS_PER_MINUTE: '4' },
    tenants: demoTenants({ betaLocale: 'en' }),
    users: { editor: { email: 'envelope-editor@example.com', roles: { alpha: ['editor'] } } },
  })

  it.each(cases)('$name → $status', async ({ path, status, init, auth, withPath }) => {
    const headers = new Headers(init?.headers)
    if (auth) headers.set('authorization', `JWT ${cms.tokens.editor}`)
    const response = await fetch(`${cms.url}${path}`, { ...init, headers })
    expect(response.status).toBe(status)
    const body = errorEnvelope.parse(await response.json())
    if (withPath) expect(body.errors.map((error) => error.path)).toContain(withPath)
  })

  it('answers 429 from a rate-limited endpoint in the same envelope, with Retry-After', async () => {
    let response: Response | undefined
    for (let attempt = 0; attempt < 5 && response?.status !== 429; attempt++) {
      response = await fetch(`${cms.url}/api/form-submissions/submit`, json({ form: 999999, submissionData: [] }))
    }
    expect(response?.status).toBe(429)
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(errorEnvelope.parse(await response?.json()).errors[0]?.message).toMatch(/^Too many requests/)
  })
})
