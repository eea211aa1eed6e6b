import { type APIRequestContext, expect, test } from '@playwright/test'
import { PREVIEW_TOKEN_TTL_SECONDS, previewIssuedAt } from '../../src/lib/site/previewToken'
import { adminLogin, seededAdmin } from './support/adminLogin'
import { cookiesOf } from './support/cookies'

const port = Number(process.env.E2E_PORT ?? 3100)

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/users/login', { data: seededAdmin })
  expect(response.ok()).toBe(true)
  return { Authorization: `JWT ${((await response.json()) as { token: string }).token}` }
}

test('live preview: the admin’s iframe shows the tenant’s draft after a save; neither the link nor its draft mode opens another tenant', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const slug = `live-preview-${Date.now()}`
  const published = `Live-Vorschau ${slug}`
  const createPage = async (tenant: string) => {
    const tenants = await (await request.get(`/api/tenants?where[slug][equals]=${tenant}&depth=0`, { headers })).json()
    const created = await request.post('/api/pages', {
      headers,
      data: { title: published, slug, tenant: tenants.docs[0].id, _status: 'published' },
    })
    expect(created.status()).toBe(201)
    return ((await created.json()) as { doc: { id: number } }).doc.id
  }
  const id = await createPage('alpha')
  const betaId = await createPage('beta')
  try {
    await adminLogin(page)
    // The admin reissues the link (and reloads the iframe) when a new issue window starts: keep the
    // save below inside one window, so the iframe must refresh in place.
    const nextWindow = previewIssuedAt() + (PREVIEW_TOKEN_TTL_SECONDS / 2) * 1000 - Date.now()
    if (nextWindow < 45_000) await page.waitForTimeout(nextWindow + 1000)
    await page.goto(`/admin/collections/pages/${id}`)
    const iframe = page.locator('#live-preview-iframe')
    // Payload remembers per user whether the live preview was open; a click before hydration is lost.
    await expect(async () => {
      if (!(await iframe.isVisible())) await page.locator('#live-preview-toggler').click()
      await expect(iframe).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    // The iframe opens the page on the tenant's own host through a signed preview link.
    const src = (await iframe.getAttribute('src')) ?? ''
    expect(src).toMatch(new RegExp(`^http://alpha\\.localhost:${port}/preview\\?token=`))
    const preview = page.frameLocator('#live-preview-iframe')
    await expect(preview.locator('h1')).toHaveText(published)
    await expect(preview.locator('.draft-banner')).toBeVisible()

    const draft = `Entwurf ${slug}`
    const body = preview.locator('body')
    await body.evaluate(() => Object.assign(window, { notReloaded: true }))
    await page.locator('#field-title').fill(draft)
    await page.locator('#action-save-draft').click()
    // Payload posts a document event after the save; the page in the iframe re-renders on the server
    // (router.refresh: the same document, not a reload through a new link).
    await expect(preview.locator('h1')).toHaveText(draft)
    expect(await body.evaluate(() => 'notReloaded' in window)).toBe(true)
    expect(await iframe.getAttribute('src')).toBe(src)
    // The public still sees the published title.
    const publicPage = await request.get(`/de/${slug}`, { headers: { host: `alpha.localhost:${port}` } })
    expect(await publicPage.text()).toContain(published)

    // A preview link of tenant alpha on tenant beta's host is refused.
    const foreign = new URL(src)
    const refused = await request.get(`/preview${foreign.search}`, {
      headers: { host: `beta.localhost:${port}` },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(403)
    const accepted = await request.get(`/preview${foreign.search}`, {
      headers: { host: `alpha.localhost:${port}` },
      maxRedirects: 0,
    })
    expect(accepted.status()).toBe(307)
    expect(accepted.headers().location).toBe(`/de/${slug}`)

    // Next's draft-mode cookie is the same on every host: replayed on beta's host with alpha's preview
    // session it must not show beta's draft (the session cookie binds draft mode to alpha).
    const betaDraft = `Beta-Entwurf ${slug}`
    expect((await request.patch(`/api/pages/${betaId}?draft=true`, { headers, data: { title: betaDraft } })).ok()).toBe(
      true,
    )
    const cookie = cookiesOf(accepted)
    expect(cookie).toContain('__prerender_bypass=')
    const onAlpha = await request.get(`/de/${slug}`, { headers: { host: `alpha.localhost:${port}`, cookie } })
    expect(await onAlpha.text()).toContain(draft)
    const onBeta = await (
      await request.get(`/de/${slug}`, { headers: { host: `beta.localhost:${port}`, cookie } })
    ).text()
    expect(onBeta).toContain(published)
    expect(onBeta).not.toContain(betaDraft)
  } finally {
    await request.delete(`/api/pages/${id}`, { headers })
    await request.delete(`/api/pages/${betaId}`, { headers })
  }
})
