import { type APIRequestContext, expect, test } from '@playwright/test'
import { seededAdmin } from './support/adminLogin'
import { cookiesOf } from './support/cookies'

/**
 * Attacks of issue 28 through the admin's server function (Payload's `form-state` server action),
 * called over HTTP as a script would: `POST /admin` with `Next-Action` and the session cookie.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const origin = `http://localhost:${port}`
const editorAlpha = {
  email: 'editor-alpha@example.com',
  password: process.env.SEED_EDITOR_PASSWORD || 'Editor-Demo-Passwort-2026',
}
const hostOf = (tenant: string) => `${tenant}.localhost:${port}`

type Session = { token: string; user: number }

async function login(request: APIRequestContext, account: { email: string; password: string }): Promise<Session> {
  const response = await request.post('/api/users/login', { data: account })
  expect(response.status(), await response.text()).toBe(200)
  const { token, user } = (await response.json()) as { token: string; user: { id: number } }
  return { token, user: user.id }
}

const jwt = (session: Session) => ({ Authorization: `JWT ${session.token}` })

/**
 * Calls Payload's server function as the admin's browser does. Its action id is read from the login
 * page, where React serialises the server reference handed to the admin's client root as
 * `{"id":"<hex>","bound":null}`; of several, the one that answers `form-state` is taken.
 */
async function serverFunction(request: APIRequestContext) {
  const html = await (await request.get('/admin/login')).text()
  const ids = [
    ...new Set([...html.matchAll(/\\?"id\\?":\\?"([0-9a-f]{40,})\\?",\\?"bound\\?":null/g)].map((match) => match[1]!)),
  ]
  expect(ids.length).toBeGreaterThan(0)
  const call = async (
    client: APIRequestContext,
    actionId: string,
    session: Session,
    name: string,
    args: Record<string, unknown>,
  ) => {
    const response = await client.post('/admin', {
      headers: {
        'Next-Action': actionId,
        Cookie: `payload-token=${session.token}`,
        Origin: origin,
        Accept: 'text/x-component',
        'Content-Type': 'text/plain;charset=UTF-8',
      },
      data: JSON.stringify([{ name, args }]),
    })
    return { status: response.status(), body: await response.text() }
  }
  return async (client: APIRequestContext, session: Session, args: Record<string, unknown>) => {
    for (const id of ids) {
      const answer = await call(client, id, session, 'form-state', {
        schemaPath: args.collectionSlug,
        operation: 'update',
        ...args,
      })
      // A form-state answer carries the built form state; another action answers something else.
      if (answer.status === 200 && answer.body.includes('"state"')) return answer.body
    }
    throw new Error(`no server action on /admin/login answered form-state (${ids.length} candidates)`)
  }
}

/** The preview link in a form-state answer (RSC payload), or null. */
const previewLinkIn = (answer: string): URL | null => {
  const match = /"previewURL":"([^"]+)"/.exec(answer)
  return match ? new URL(match[1]!) : null
}

test.describe('issue 28: the admin server function does not reach another tenant', () => {
  let admin: Session
  let editor: Session
  let tenants: Record<'alpha' | 'beta', number>
  const created: number[] = []
  const slug = `attack-actions-${Date.now()}`
  const titles = {
    published: `Veröffentlicht ${slug}`,
    alphaDraft: `Alpha-Entwurf ${slug}`,
    betaDraft: `Beta-Geheimentwurf ${slug}`,
  }
  let pages: Record<'alpha' | 'beta', number>
  let formState: Awaited<ReturnType<typeof serverFunction>>

  /** A published page of the tenant with a newer draft (the draft's title is the secret). */
  async function pageWithDraft(request: APIRequestContext, tenant: number, draftTitle: string): Promise<number> {
    const response = await request.post('/api/pages', {
      headers: jwt(admin),
      data: { title: titles.published, slug, tenant, _status: 'published' },
    })
    expect(response.status(), await response.text()).toBe(201)
    const id = ((await response.json()) as { doc: { id: number } }).doc.id
    created.push(id)
    expect(
      (await request.patch(`/api/pages/${id}?draft=true`, { headers: jwt(admin), data: { title: draftTitle } })).ok(),
    ).toBe(true)
    return id
  }

  /** Which of the test titles a browser holding `cookie` is shown at the test page on the tenant's host. */
  async function shownOn(request: APIRequestContext, tenant: 'alpha' | 'beta', cookie: string): Promise<string[]> {
    const html = await (await request.get(`/de/${slug}`, { headers: { host: hostOf(tenant), cookie } })).text()
    return Object.values(titles).filter((title) => html.includes(`>${title}</h1>`))
  }

  /** Opens a preview link on its tenant's host; the cookies of the session it starts (empty when refused). */
  async function openPreview(request: APIRequestContext, link: URL): Promise<string> {
    const response = await request.get(`/preview${link.search}`, { headers: { host: link.host }, maxRedirects: 0 })
    return response.status() === 307 ? cookiesOf(response) : ''
  }

  test.beforeAll(async ({ request }) => {
    admin = await login(request, seededAdmin)
    editor = await login(request, editorAlpha)
    const list = (await (await request.get('/api/tenants?depth=0&limit=100', { headers: jwt(admin) })).json()) as {
      docs: { id: number; slug: string }[]
    }
    const idOf = (tenantSlug: string) => list.docs.find((tenant) => tenant.slug === tenantSlug)!.id
    tenants = { alpha: idOf('alpha'), beta: idOf('beta') }
    pages = {
      alpha: await pageWithDraft(request, tenants.alpha, titles.alphaDraft),
      beta: await pageWithDraft(request, tenants.beta, titles.betaDraft),
    }
    formState = await serverFunction(request)
  })

  test.afterAll(async ({ request }) => {
    const locks = (await (
      await request.get(
        `/api/payload-locked-documents?depth=0&limit=100&where[document.value][in]=${created.join(',')}`,
        { headers: jwt(admin) },
      )
    ).json()) as { docs: { id: number }[] }
    for (const lock of locks.docs)
      await request.delete(`/api/payload-locked-documents/${lock.id}`, { headers: jwt(admin) })
    for (const id of created) await request.delete(`/api/pages/${id}`, { headers: jwt(admin) })
  })

  test('finding 1: an editor of alpha gets no preview of beta’s drafts, and a preview ends with the editor’s session', async ({
    request,
  }) => {
    // Control: the editor's own page (id and form data, as the admin sends them) gives a link whose session shows alpha's draft.
    const own = previewLinkIn(
      await formState(request, editor, {
        collectionSlug: 'pages',
        id: pages.alpha,
        data: { tenant: tenants.alpha, slug },
        returnPreviewURL: true,
      }),
    )
    expect(own?.host).toBe(hostOf('alpha'))
    const ownSession = await openPreview(request, own!)
    expect(ownSession).toContain('__prerender_bypass=')
    expect(await shownOn(request, 'alpha', ownSession)).toEqual([titles.alphaDraft])

    // The attack of the report: beta's tenant and slug as unsaved form data.
    const fromData = await formState(request, editor, {
      collectionSlug: 'pages',
      data: { tenant: tenants.beta, slug },
      returnPreviewURL: true,
    })
    // The same by beta's document id.
    const byId = await formState(request, editor, {
      collectionSlug: 'pages',
      id: pages.beta,
      data: {},
      returnPreviewURL: true,
    })
    // Beta's id with alpha's data: the link must not follow the client's data either.
    const mixed = await formState(request, editor, {
      collectionSlug: 'pages',
      id: pages.beta,
      data: { tenant: tenants.alpha, slug },
      returnPreviewURL: true,
    })
    for (const answer of [fromData, byId, mixed]) {
      const link = previewLinkIn(answer)
      const session = link ? await openPreview(request, link) : ''
      expect(await shownOn(request, 'beta', session)).toEqual([titles.published])
      expect(link).toBeNull()
    }

    // The preview session is bound to the editor's Payload session: after logout it shows no drafts.
    const logout = await request.post('/api/users/logout', { headers: jwt(editor) })
    expect(logout.ok(), await logout.text()).toBe(true)
    expect(await shownOn(request, 'alpha', ownSession)).toEqual([titles.published])
    expect(
      (await request.get(`/preview${own!.search}`, { headers: { host: own!.host }, maxRedirects: 0 })).status(),
    ).toBe(403)
    editor = await login(request, editorAlpha)
  })

  test('finding 2: an editor of alpha cannot lock beta’s documents', async ({ request }) => {
    const lockArgs = (id: number) => ({
      collectionSlug: 'pages',
      id,
      data: {},
      returnLockStatus: true,
      updateLastEdited: true,
    })
    const adminSaves = async (id: number) =>
      (
        await request.patch(`/api/pages/${id}?draft=true`, { headers: jwt(admin), data: { title: `Admin ${slug}` } })
      ).status()

    // The attack: lock beta's page through the form state, and create a lock over REST.
    await formState(request, editor, lockArgs(pages.beta))
    expect(await adminSaves(pages.beta)).toBe(200)
    const restLock = await request.post('/api/payload-locked-documents', {
      headers: jwt(editor),
      data: { document: { relationTo: 'pages', value: pages.beta }, user: { relationTo: 'users', value: editor.user } },
    })
    expect(restLock.status()).toBe(403)
    expect(await adminSaves(pages.beta)).toBe(200)
    const betaLocks = (await (
      await request.get(`/api/payload-locked-documents?depth=0&where[document.value][equals]=${pages.beta}`, {
        headers: jwt(admin),
      })
    ).json()) as { totalDocs: number }
    expect(betaLocks.totalDocs).toBe(0)

    // Control: the editor's own page is locked against the super admin's save.
    await formState(request, editor, lockArgs(pages.alpha))
    expect(await adminSaves(pages.alpha)).toBe(423)
  })
})
