import { expect, test, type Browser } from '@playwright/test'
import { adminLogin, seededAdmin } from './support/adminLogin'

// Seeded accounts of tenant Beta (src/seed/platform.ts): its tenant admin is a hub manager, its
// editor a creator; the seed gives Beta a hub demo (src/seed/videoHub.ts). The viewer is made here.
const betaManager = {
  email: (process.env.SEED_TENANT_ADMIN_EMAIL_TEMPLATE || 'tenant-admin-{tenant}@example.com').replace(
    '{tenant}',
    'beta',
  ),
  password: process.env.SEED_TENANT_ADMIN_PASSWORD || 'Mandant-Demo-Passwort-2026',
}
const betaViewer = { email: 'hub-viewer-beta@example.com', password: 'Betrachter-Demo-Passwort-2026' }

async function asUser(browser: Browser, credentials: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  await adminLogin(page, { credentials })
  return { context, page }
}

test.describe.serial('video hub overview in the admin', () => {
  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/users/login', { data: seededAdmin })
    const token = (await login.json()).token as string
    const headers = { authorization: `JWT ${token}` }
    const tenants = await request.get('/api/tenants?where[slug][equals]=beta&depth=0', { headers })
    const beta = (await tenants.json()).docs[0].id as number
    const existing = await request.get(
      `/api/users?where[email][equals]=${encodeURIComponent(betaViewer.email)}&depth=0`,
      { headers },
    )
    if ((await existing.json()).totalDocs === 0) {
      const created = await request.post('/api/users', {
        headers,
        data: {
          ...betaViewer,
          name: 'Hub-Betrachter Beta',
          tenants: [{ tenant: beta, roles: ['viewer'], videoPlatformRole: 'VideoPlatformViewer' }],
        },
      })
      expect(created.status(), await created.text()).toBe(201)
    }
  })

  test('a manager sees the pipeline funnel, the goal chart and the unread badge, and completes a task from the list', async ({
    browser,
    request,
  }) => {
    const { context, page } = await asUser(browser, betaManager)
    // A task for the manager, so the list has something to complete.
    const login = await request.post('/api/users/login', { data: betaManager })
    const { token, user } = await login.json()
    const headers = { authorization: `JWT ${token}` }
    const content = (await (await request.get('/api/video-platform-content?limit=1&depth=0', { headers })).json())
      .docs[0]
    const task = await request.post('/api/vp-tasks', {
      headers,
      data: { title: 'E2E: Abnahme vorbereiten', content: content.id, assignee: user.id, tenant: content.tenant },
    })
    expect(task.status(), await task.text()).toBe(201)
    const taskId = (await task.json()).doc.id as number

    await page.goto('/admin/video-hub')
    await expect(page.getByRole('heading', { name: 'Video-Hub', level: 1 })).toBeVisible()
    await expect(page.getByText('Beta Fotostudio TV')).toBeVisible()
    await expect(page.getByTestId('video-hub-funnel').locator('.recharts-bar-rectangle').first()).toBeVisible()
    await expect(page.getByTestId('video-hub-goal-chart')).toBeVisible()
    await expect(page.getByTestId('video-hub-nav')).toBeVisible()
    await expect(page.getByTestId('video-hub-unread')).toHaveText(/\d+/)
    await page.screenshot({ path: 'test-results/video-hub-manager.png', fullPage: true })

    await page.getByTestId(`video-hub-complete-${taskId}`).click()
    await expect(page.getByTestId(`video-hub-complete-${taskId}`)).toHaveCount(0)
    const done = await request.get(`/api/vp-tasks/${taskId}?depth=0`, { headers })
    expect((await done.json()).status).toBe('done')
    await context.close()
  })

  test('a viewer sees the same figures without changing anything', async ({ browser }) => {
    const { context, page } = await asUser(browser, betaViewer)
    await page.goto('/admin/video-hub')
    await expect(page.getByText('Beta Fotostudio TV')).toBeVisible()
    await expect(page.getByTestId('video-hub-funnel')).toBeVisible()
    await expect(page.getByTestId('video-hub-my-tasks')).toContainText('Keine offenen Aufgaben.')
    await page.screenshot({ path: 'test-results/video-hub-viewer.png', fullPage: true })
    await context.close()
  })
})
