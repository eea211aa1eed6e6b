import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { BLOCK_SCREENSHOTS, screenshotBlocks, watchErrors } from './support/blockPage'

const port = Number(process.env.E2E_PORT ?? 3100)
const alpha = `http://alpha.localhost:${port}`
// Node does not resolve *.localhost (Chromium does): API requests name the tenant in the Host header.
const alphaHost = { host: `alpha.localhost:${port}` }
const adminEmail = process.env.SEED_ADMIN_EMAIL || 'admin@example.com'
const adminPassword = process.env.SEED_ADMIN_PASSWORD || 'Admin-Demo-Passwort-2026'
const BLOCKS = [
  'heroSlider',
  'content',
  'tableOfContents',
  'mediaBlock',
  'imageSlider',
  'testimonials',
  'faq',
  'accordion',
  'stats',
  'logoGrid',
  'comparison',
  'shareButtons',
  'team',
  'services',
  'events',
  'jobs',
  'downloads',
  'pricing',
  'authorBio',
  'relatedPosts',
  'beforeAfter',
  'featuredContent',
  'locations',
  'map',
  'video',
  'tabs',
  'callToAction',
  'formBlock',
] as const

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email: adminEmail, password: adminPassword } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** The testimonial arrows that overlap the visible quote, as `arrow class` strings (none expected). */
async function arrowsOverQuote(page: Page): Promise<string[]> {
  const block = page.locator('[data-block="testimonials"]').first()
  await block.scrollIntoViewIfNeeded()
  const quote = await block.locator('.swiper-slide-active blockquote').boundingBox()
  const overlapping: string[] = []
  for (const arrow of await block.locator('.swiper-button-prev, .swiper-button-next').all()) {
    const box = await arrow.boundingBox()
    if (!quote || !box) continue
    const apart =
      box.x + box.width <= quote.x ||
      quote.x + quote.width <= box.x ||
      box.y + box.height <= quote.y ||
      quote.y + quote.height <= box.y
    if (!apart) overlapping.push((await arrow.getAttribute('class')) ?? '')
  }
  return overlapping
}

test.describe('showcase page: every block, both locales', () => {
  test('renders every block in German without console errors; a screenshot per block', async ({ page }) => {
    const errors = watchErrors(page)
    await page.goto(`${alpha}/de/showcase`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('h1')).toHaveText('Alle Blöcke im Überblick')
    await expect(page.locator('.hero-headline').first()).toHaveText('Willkommen')
    await expect(page.getByText('Textblock: Dieser Absatz kommt aus dem Inhaltsblock.')).toBeVisible()
    await expect(page.getByText('Sehr freundliches Team', { exact: false }).first()).toBeAttached()
    await expect(page.locator('.faq-item summary').first()).toBeVisible()
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
    // Without SEO fields filled in, the description and og:image come from the page itself (issue 30).
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3}/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\/api\/media\/file\//)
    await expect(page.locator('[data-block="accordion"] details[open] summary')).toHaveText('Parken')
    await expect(page.locator('[data-block="stats"] .visually-hidden').nth(1)).toHaveText('4.800')
    // Once counted up, the visible figure is grouped as German readers write it (issue 30: "4800" before).
    await expect(page.locator('[data-block="stats"] .stat-final').nth(1)).toBeVisible()
    await expect(page.locator('[data-block="stats"] .stat-final').nth(1)).toHaveText('4.800')
    await expect(page.locator('[data-block="stats"] .stat-counter').nth(1)).toBeHidden()
    await expect(page.locator('[data-block="comparison"] tbody th').first()).toHaveText('Beratung')
    await expect(page.locator('[data-block="shareButtons"] a[href^="mailto:"]')).toHaveAttribute('href', /showcase/)
    // The listing blocks show the tenant's published documents; the job past its deadline is hidden as on the API.
    await expect(page.locator('[data-block="team"] .team-member').first()).toBeVisible()
    // The image slider's dots follow its images closely (a portrait image once left a large gap above them).
    const gallery = page.locator('[data-block="imageSlider"]').first()
    const figure = await gallery.locator('.swiper-slide-active .gallery-item').boundingBox()
    const dots = await gallery.locator('.swiper-pagination').boundingBox()
    expect(dots!.y - (figure!.y + figure!.height)).toBeLessThan(40)
    // Members with and without a photo have photo boxes of one height (initials stand in for a missing photo).
    const photoHeights = await page
      .locator('.team-grid .team-photo')
      .evaluateAll((photos) => [...new Set(photos.map((photo) => Math.round(photo.getBoundingClientRect().height)))])
    expect(photoHeights).toHaveLength(1)
    await expect(page.locator('[data-block="services"] .service-card').first()).toBeVisible()
    await expect(page.locator('[data-block="events"] .event-item').first()).toBeVisible()
    await expect(page.locator('[data-block="events"] .event-calendar')).toHaveCount(2)
    await expect(page.locator('[data-block="events"] .calendar-agenda').first()).toBeHidden()
    await expect(
      page.locator('[data-block="jobs"]').getByText('Zahnmedizinische Fachangestellte (m/w/d)'),
    ).toBeVisible()
    await expect(page.locator('[data-block="jobs"]').getByText('Prophylaxe-Assistenz')).toHaveCount(0)
    await expect(page.locator('[data-block="downloads"] a').first()).toHaveAttribute(
      'href',
      /^\/api\/downloads\/\d+\/track$/,
    )
    await expect(page.locator('[data-block="pricing"] .pricing-plan.highlighted h3')).toHaveText('Komfort')
    await expect(page.locator('[data-block="pricing"] .pricing-comparison tbody th').nth(1)).toHaveText('Abendtermine')
    await expect(page.locator('[data-block="featuredContent"] .featured-card').first()).toBeVisible()
    await expect(page.locator('[data-block="locations"] .open-now').first()).toHaveText(/^Jetzt (geöffnet|geschlossen)/)
    // Map: the addresses are listed with or without a map ('video and map blocks' below covers the map itself).
    await expect(page.locator('[data-block="map"] .map-places')).toContainText('Ottenser Hauptstraße 12, 22765 Hamburg')
    // Videos from YouTube/Vimeo wait for a click: no player is loaded yet.
    await expect(page.locator('[data-block="video"] .video-play').first()).toHaveText(
      'Video abspielen: Richtig Zähne putzen',
    )
    await expect(page.locator('[data-block="video"] iframe')).toHaveCount(0)
    // The page's table of contents links to the blocks' anchors.
    const tocLink = page.locator('[data-block="tableOfContents"] a', { hasText: 'Unser Team' })
    await expect(tocLink).toHaveAttribute('href', '#block-unser-team')
    await expect(page.locator('#block-unser-team')).toHaveAttribute('data-block', 'team')
    await screenshotBlocks(page, BLOCKS)
    expect(errors).toEqual([])
  })

  test('serves the English version under /en with lang="en" and hreflang alternates', async ({ page }) => {
    const errors = watchErrors(page)
    await page.goto(`${alpha}/en/showcase`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('h1')).toHaveText('All blocks at a glance')
    await expect(page.locator('.hero-headline').first()).toHaveText('Welcome')
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/showcase$/)
    expect(errors).toEqual([])
  })

  test('on a 390 px phone every pill badge stays on one line, and the calendar lists its events below the month', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${alpha}/de/showcase`)
    const badges = page.locator('.badge, .pricing-badge')
    expect(await badges.count()).toBeGreaterThan(1)
    const lines = await badges.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element)
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
        const contentHeight =
          element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
        return { text: element.textContent, lines: Math.round(contentHeight / lineHeight) }
      }),
    )
    expect(lines.filter((badge) => badge.lines !== 1)).toEqual([])
    // The calendar's cells are too narrow for titles: they carry a dot, the agenda below names the events.
    const events = page.locator('[data-block="events"]')
    const inCells = events.locator('.event-calendar li')
    const inAgenda = events.locator('.calendar-agenda li')
    expect(await inAgenda.count()).toBe(await inCells.count())
    for (const item of await inCells.all()) await expect(item).toBeHidden()
    for (const item of await inAgenda.all()) await expect(item).toBeVisible()
    await events.locator('.event-calendars').screenshot({ path: 'test-results/site/calendar-phone.png' })
    // The testimonial arrows never cover the quote (they sat on it on a phone).
    expect(await arrowsOverQuote(page)).toEqual([])
    await page.setViewportSize({ width: 1366, height: 900 })
    expect(await arrowsOverQuote(page)).toEqual([])
  })

  test('has no serious or critical axe violations', async ({ page }) => {
    await page.goto(`${alpha}/de/showcase`)
    await expect(page.locator('[data-block="formBlock"] form')).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    expect(
      blocking.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })
})

test.describe('interactive blocks', () => {
  test('the image slider follows the keyboard', async ({ page }) => {
    await page.goto(`${alpha}/de/showcase`)
    const gallery = page.locator('[data-block="imageSlider"]')
    await gallery.scrollIntoViewIfNeeded()
    const counter = gallery.locator('.carousel-counter')
    await expect(counter).toHaveText(/^1 \/ \d+$/)
    // Swiper ignores keys while a transition runs: wait until it has settled.
    const settled = () => expect(gallery.locator('.swiper-wrapper').first()).toHaveCSS('transition-duration', '0s')
    // A key pressed before the page has hydrated and Swiper has started is lost: press until it takes.
    await expect(gallery.locator('.swiper-initialized').first()).toBeVisible()
    await expect(async () => {
      await page.keyboard.press('ArrowRight')
      await expect(counter).toHaveText(/^2 \/ \d+$/, { timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await settled()
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(/^1 \/ \d+$/)
  })

  test('the hero slider and the image slider follow a swipe', async ({ page }) => {
    /**
     * Drags from the middle of `grip` leftwards by 60 % of the active slide's width with the pointer, as
     * a finger swipes: one slide on (Swiper ignores drags that start on a button, such as the lightbox opener).
     */
    const swipeLeft = async (slider: Locator, grip: Locator) => {
      const slide = await slider.locator('.swiper-slide-active').first().boundingBox()
      const start = await grip.boundingBox()
      if (!slide || !start) throw new Error('slider has no box')
      const [x, y] = [start.x + start.width / 2, start.y + start.height / 2]
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x - slide.width * 0.6, y, { steps: 8 })
      await page.mouse.up()
    }
    // A variant page without autoplay: only the swipe moves the hero.
    await page.goto(`${alpha}/de/sliders-hero-slide`)
    const hero = page.locator('[data-block="heroSlider"] .swiper-initialized').first()
    const headline = page.locator('[data-block="heroSlider"] .swiper-slide-active .hero-headline')
    await expect(headline).toHaveText('Folie 1')
    await expect(hero).toBeVisible()
    await swipeLeft(hero, headline)
    await expect(headline).toHaveText('Folie 2')

    await page.goto(`${alpha}/de/showcase`)
    const gallery = page.locator('[data-block="imageSlider"]')
    await gallery.scrollIntoViewIfNeeded()
    const counter = gallery.locator('.carousel-counter')
    await expect(counter).toHaveText(/^1 \/ \d+$/)
    const slider = gallery.locator('.swiper-initialized').first()
    await expect(slider).toBeVisible()
    await swipeLeft(slider, gallery.locator('.swiper-slide-active figcaption'))
    await expect(counter).toHaveText(/^2 \/ \d+$/)
  })

  test('tabs, the before/after divider and the job filter work by keyboard', async ({ page }) => {
    await page.goto(`${alpha}/de/showcase`)
    const tabs = page.locator('[data-block="tabs"]')
    const first = tabs.getByRole('tab', { name: 'Vorher' })
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.getByText('Bringen Sie Ihre Versichertenkarte mit.')).toBeVisible()
    // Pressed until hydration has attached the handlers.
    await expect(async () => {
      await first.focus()
      await page.keyboard.press('ArrowRight')
      await expect(tabs.getByRole('tab', { name: 'Währenddessen' })).toHaveAttribute('aria-selected', 'true', {
        timeout: 2000,
      })
    }).toPass({ timeout: 30_000 })
    await expect(tabs.getByRole('tab', { name: 'Währenddessen' })).toBeFocused()
    await expect(tabs.getByText('Wir erklären jeden Schritt.')).toBeVisible()
    await expect(tabs.getByText('Bringen Sie Ihre Versichertenkarte mit.')).toBeHidden()
    await page.keyboard.press('End')
    await expect(tabs.getByRole('tab', { name: 'Danach' })).toHaveAttribute('aria-selected', 'true')

    const comparison = page.locator('[data-block="beforeAfter"] .before-after')
    const divider = comparison.getByRole('slider')
    await expect(comparison).toHaveAttribute('style', /--divider:\s*50%/)
    await divider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(comparison).toHaveAttribute('style', /--divider:\s*51%/)
    await page.keyboard.press('Home')
    await expect(comparison).toHaveAttribute('style', /--divider:\s*0%/)
    const box = await comparison.boundingBox()
    if (!box) throw new Error('before/after has no box')
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect(comparison).toHaveAttribute('style', /--divider:\s*(7[0-9]|80)%/)

    const jobs = page.locator('[data-block="jobs"]')
    await expect(jobs.locator('.jobs-count')).toHaveText('2 offene Stellen')
    await jobs.getByLabel('Anstellungsart').selectOption({ label: 'Ausbildung' })
    await expect(jobs.locator('.jobs-count')).toHaveText('1 offene Stelle')
    await expect(jobs.getByText('Ausbildung zur ZFA 2027')).toBeVisible()
    await expect(jobs.getByText('Zahnmedizinische Fachangestellte (m/w/d)')).toBeHidden()
  })

  test('a post’s blocks take the post as subject: its headings, its author, related posts', async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const posts = await (
      await request.get(
        '/api/posts?where[tenant.slug][equals]=alpha&where[_status][equals]=published&sort=-publishedAt&limit=1&depth=0',
        { headers },
      )
    ).json()
    const post = posts.docs[0] as { slug: string }
    const errors = watchErrors(page)
    await page.goto(`${alpha}/de/posts/${post.slug}`)
    const toc = page.locator('[data-block="tableOfContents"]')
    await expect(toc.getByRole('navigation', { name: 'In diesem Beitrag' })).toBeVisible()
    const firstEntry = toc.locator('a').first()
    const anchor = await firstEntry.getAttribute('href')
    expect(anchor).toMatch(/^#[a-z0-9-]+$/)
    await expect(page.locator(`.rich-text ${anchor}`)).toHaveText((await firstEntry.textContent()) ?? '')
    await expect(page.locator('[data-block="authorBio"] .author-name').first()).not.toBeEmpty()
    await expect(page.locator('[data-block="relatedPosts"] .related-post a').first()).not.toHaveAttribute(
      'href',
      `/de/posts/${post.slug}`,
    )
    expect(errors).toEqual([])
  })

  test('the lightbox opens from a gallery image and closes with Escape', async ({ page }) => {
    await page.goto(`${alpha}/de/showcase`)
    const open = page.locator('[data-block="imageSlider"] .swiper-slide-active .gallery-open')
    await open.click()
    const lightbox = page.locator('.yarl__root')
    await expect(lightbox).toBeVisible()
    await expect(lightbox.getByRole('button', { name: 'Vergrößern' })).toBeVisible()
    await page.screenshot({ path: `${BLOCK_SCREENSHOTS}/imageSlider-lightbox.png` })
    await page.keyboard.press('Escape')
    await expect(lightbox).toHaveCount(0)
  })

  test('autoplay runs normally and stops under prefers-reduced-motion', async ({ browser }) => {
    for (const [reducedMotion, expected] of [
      ['no-preference', 'on'],
      ['reduce', 'off'],
    ] as const) {
      const context = await browser.newContext({ reducedMotion })
      const page = await context.newPage()
      await page.goto(`${alpha}/de/showcase`)
      const hero = page.locator('[data-block="heroSlider"] .carousel')
      await expect(hero).toHaveAttribute('data-autoplay', expected)
      if (expected === 'off') {
        const active = page.locator('[data-block="heroSlider"] .swiper-slide-active .hero-headline')
        await expect(active).toHaveText('Willkommen')
        // Longer than the seeded 4 s interval: the first slide is still shown.
        await page.waitForTimeout(5000)
        await expect(active).toHaveText('Willkommen')
      }
      await context.close()
    }
  })

  test('the form block shows field errors, then the confirmation, and stores the submission for the right tenant', async ({
    page,
    request,
  }) => {
    await page.goto(`${alpha}/de/showcase`)
    const form = page.locator('[data-block="formBlock"] form')
    // A click before the form's script has hydrated is a plain submit: click until the client check answers.
    await expect(async () => {
      await form.getByRole('button').click()
      await expect(form.locator('.field-error').first()).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    const marker = `E2E-Formular ${Date.now()}`
    await form.getByLabel('Name').fill('Erika Muster')
    await form.getByLabel('E-Mail').fill('erika@example.com')
    await form.getByLabel('Nachricht').fill(marker)
    await form.getByRole('button').click()
    await expect(page.locator('[data-block="formBlock"] .form-confirmation')).toBeVisible()

    const token = await adminToken(request)
    const headers = { Authorization: `JWT ${token}` }
    const tenants = await (await request.get('/api/tenants?where[slug][equals]=alpha&depth=0', { headers })).json()
    const submissions = await (
      await request.get('/api/form-submissions?sort=-createdAt&limit=10&depth=0', { headers })
    ).json()
    const stored = (submissions.docs as { tenant: number; submissionData: { value: string }[] }[]).find((doc) =>
      doc.submissionData.some((entry) => entry.value === marker),
    )
    expect(stored?.tenant).toBe(tenants.docs[0].id)
  })
})

test('a published change shows on the next request; a draft never does; unchanged pages come from the cache', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = await (
    await request.get('/api/pages?where[slug][equals]=home&where[tenant.slug][equals]=alpha&depth=0', { headers })
  ).json()
  const home = found.docs[0] as { id: number; title: string }
  const original = home.title

  await page.goto(`${alpha}/de`)
  await expect(page.locator('h1')).toHaveText(original)
  const cached = await request.get('/de', { headers: alphaHost })
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')

  const draftTitle = `Entwurf ${Date.now()}`
  expect((await request.patch(`/api/pages/${home.id}?draft=true`, { headers, data: { title: draftTitle } })).ok()).toBe(
    true,
  )
  await page.goto(`${alpha}/de`)
  await expect(page.locator('h1')).toHaveText(original)

  const publishedTitle = `Veröffentlicht ${Date.now()}`
  try {
    expect(
      (
        await request.patch(`/api/pages/${home.id}`, { headers, data: { title: publishedTitle, _status: 'published' } })
      ).ok(),
    ).toBe(true)
    await page.goto(`${alpha}/de`)
    await expect(page.locator('h1')).toHaveText(publishedTitle)
  } finally {
    await request.patch(`/api/pages/${home.id}`, { headers, data: { title: original, _status: 'published' } })
  }
  await page.goto(`${alpha}/de`)
  await expect(page.locator('h1')).toHaveText(original)
})

test('a publish expires only the pages that show the document; a new page replaces its cached 404', async ({
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const pageOf = async (tenant: string, slug: string) =>
    (
      await (
        await request.get(`/api/pages?where[slug][equals]=${slug}&where[tenant.slug][equals]=${tenant}&depth=0`, {
          headers,
        })
      ).json()
    ).docs[0] as { id: number; title: string; tenant: number }
  const get = (path: string, host = alphaHost) => request.get(path, { headers: host })
  const betaHost = { host: `beta.localhost:${port}` }
  /** Requests the page until it is served from the cache (the first request after an expiry renders it). */
  const cache = async (path: string, host = alphaHost) => {
    await get(path, host)
    expect((await get(path, host)).headers()['x-nextjs-cache'], path).toBe('HIT')
  }
  const showcase = await pageOf('alpha', 'showcase')
  const home = await pageOf('alpha', 'home')
  // A page no menu and no home page block links to (the showcase is the menu's button).
  const sliders = await pageOf('alpha', 'sliders')

  // Payload's colour-scheme client hints stay in the admin (Critical-CH would make Chromium request a first visit twice).
  expect((await get('/de')).headers()['critical-ch']).toBeUndefined()
  expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')

  // Publishing the slider overview: the home page of the same tenant and beta's pages stay cached.
  await cache('/de')
  await cache('/de', betaHost)
  const title = `Slider ${Date.now()}`
  try {
    expect(
      (await request.patch(`/api/pages/${sliders.id}`, { headers, data: { title, _status: 'published' } })).ok(),
    ).toBe(true)
    expect(await (await get('/de/sliders')).text()).toContain(title)
    expect((await get('/de')).headers()['x-nextjs-cache']).toBe('HIT')
    expect((await get('/de', betaHost)).headers()['x-nextjs-cache']).toBe('HIT')
  } finally {
    await request.patch(`/api/pages/${sliders.id}`, { headers, data: { title: sliders.title, _status: 'published' } })
  }

  // Publishing the menu button's page renders the pages that show the menu again (its slug may have changed).
  await cache('/de')
  expect(
    (
      await request.patch(`/api/pages/${showcase.id}`, {
        headers,
        data: { title: showcase.title, _status: 'published' },
      })
    ).ok(),
  ).toBe(true)
  expect((await get('/de')).headers()['x-nextjs-cache']).not.toBe('HIT')

  // Publishing the home page renders the showcase again too: its buttons link to the home page.
  await cache('/de/showcase')
  expect(
    (await request.patch(`/api/pages/${home.id}`, { headers, data: { title: home.title, _status: 'published' } })).ok(),
  ).toBe(true)
  expect((await get('/de/showcase')).headers()['x-nextjs-cache']).not.toBe('HIT')

  // A slug that answered 404 (cached as such) shows the page published there, and 404s again once it is deleted.
  const slug = `neu-${Date.now()}`
  await get(`/de/${slug}`)
  const missing = await get(`/de/${slug}`)
  expect([missing.status(), missing.headers()['x-nextjs-cache']]).toEqual([404, 'HIT'])
  const created = await request.post('/api/pages', {
    headers,
    data: { title: 'Neue Seite', slug, tenant: home.tenant, _status: 'published', layout: [] },
  })
  expect(created.ok()).toBe(true)
  const page = await get(`/de/${slug}`)
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain('Neue Seite')
  expect((await request.delete(`/api/pages/${(await created.json()).doc.id}`, { headers })).ok()).toBe(true)
  expect((await get(`/de/${slug}`)).status()).toBe(404)
})

test('sitemap.xml and robots.txt are served per host; unknown pages get the tenant-styled 404', async ({
  request,
  page,
}) => {
  const sitemap = await request.get('/sitemap.xml', { headers: alphaHost })
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  expect(xml).toContain('/de/impressum</loc>')
  expect(xml).toContain('hreflang="en"')
  // The demo pages (block showcase, slider variants) stay out of the sitemap and out of search engines (issue 30).
  expect(xml).not.toContain('/de/showcase</loc>')
  expect(xml).not.toContain('/de/sliders-')
  await page.goto(`${alpha}/de/showcase`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.goto(`${alpha}/de/impressum`)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  expect(xml).not.toContain('beta')
  // Alpha's portfolio module is switched off (src/seed/demoTenants.json): its seeded entries are off the site.
  expect(xml).not.toContain('/portfolios/')
  expect((await request.get('/de/portfolios/veneers-neues-laecheln', { headers: alphaHost })).status()).toBe(404)
  expect(await (await request.get('/robots.txt', { headers: alphaHost })).text()).toContain('Sitemap: ')
  const response = await page.goto(`${alpha}/de/gibt-es-nicht`)
  expect(response?.status()).toBe(404)
  await expect(page.locator('.site-name')).toHaveText('Alpha Zahnklinik')
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible()
})

test.describe('video and map blocks', () => {
  const tileUrl = process.env.MAP_TILE_URL
  const leafletCssLoaded = (page: Page) =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.cssText.includes('.leaflet-container'))
        } catch {
          return false
        }
      }),
    )

  test('the map shows the located places on tiles from MAP_TILE_URL; Leaflet’s CSS loads only with it', async ({
    page,
  }) => {
    const errors = watchErrors(page)
    // The imprint: the home page has a map since issue 30.
    await page.goto(`${alpha}/de/impressum`)
    await expect(page.locator('h1')).toBeVisible()
    expect(await leafletCssLoaded(page), 'Leaflet CSS on a page without a map').toBe(false)

    await page.goto(`${alpha}/de/showcase`)
    const map = page.locator('[data-block="map"]')
    await map.scrollIntoViewIfNeeded()
    // Both seeded locations are listed; only the one with coordinates is on the map.
    await expect(map.locator('.map-places li')).toHaveCount(2)
    if (tileUrl) {
      await expect(map.getByRole('region', { name: 'Karte: Anfahrt' }).locator('.leaflet-container')).toBeVisible()
      await expect(map.locator('path.leaflet-interactive')).toHaveCount(1)
      const tile = map.locator('img.leaflet-tile-loaded').first()
      await expect(tile).toBeVisible()
      expect(await tile.getAttribute('src')).toMatch(
        new RegExp(`^${new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin}/\\d+/\\d+/\\d+\\.png$`),
      )
      expect(await leafletCssLoaded(page)).toBe(true)
      await map.screenshot({ path: `${BLOCK_SCREENSHOTS}/map-tiles.png` })
    } else {
      await expect(map.locator('.leaflet-container')).toHaveCount(0)
      expect(await leafletCssLoaded(page)).toBe(false)
    }
    expect(errors).toEqual([])
  })

  test('YouTube and Vimeo load only after the visitor’s click, in privacy mode', async ({ page }) => {
    const outside: string[] = []
    page.on('request', (request) => {
      const { hostname } = new URL(request.url())
      if (!['alpha.localhost', '127.0.0.1', 'localhost'].includes(hostname)) outside.push(request.url())
    })
    // The player is answered locally: the test never reaches the platforms.
    await page.route(/^https:\/\/(player\.vimeo\.com|www\.youtube-nocookie\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
    )
    const errors = watchErrors(page)
    await page.goto(`${alpha}/de/showcase`)
    const embed = page.locator('[data-block="video"]').filter({ hasText: 'Eingebettetes Video' })
    await embed.scrollIntoViewIfNeeded()
    await expect(embed.getByText('Beim Abspielen wird eine Verbindung zu Vimeo hergestellt.')).toBeVisible()
    expect(outside, 'requests to other hosts before the click').toEqual([])
    // A click before hydration does nothing: click until the player is there.
    await expect(async () => {
      await embed.getByRole('button', { name: 'Video abspielen: Vorstellung des Vimeo-Players' }).click()
      await expect(embed.locator('iframe')).toHaveCount(1, { timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await expect(embed.locator('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1#t=5s',
    )
    await expect(embed.locator('iframe')).toHaveAttribute('title', 'Vorstellung des Vimeo-Players')
    expect(outside).toEqual(['https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'])
    expect(errors).toEqual([])
  })

  test('an uploaded WebM plays by itself, muted and looping', async ({ page, request }) => {
    const token = await adminToken(request)
    const headers = { Authorization: `JWT ${token}` }
    const tenants = await (await request.get('/api/tenants?where[slug][equals]=alpha&depth=0', { headers })).json()
    const tenant = tenants.docs[0].id as number
    // A real, playable WebM recorded by Chromium itself from a canvas (the repository ships no video).
    await page.goto(`${alpha}/de`)
    const bytes = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 })
      const context = canvas.getContext('2d')!
      const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' })
      const chunks: Blob[] = []
      recorder.ondataavailable = (event) => chunks.push(event.data)
      const stopped = new Promise((resolve) => (recorder.onstop = resolve))
      let frame = 0
      const paint = () => {
        context.fillStyle = `hsl(${(frame += 30) % 360} 70% 45%)`
        context.fillRect(0, 0, canvas.width, canvas.height)
      }
      paint()
      recorder.start()
      const timer = setInterval(paint, 100)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      recorder.stop()
      await stopped
      clearInterval(timer)
      return [...new Uint8Array(await new Blob(chunks).arrayBuffer())]
    })
    const uploaded = await request.post('/api/video-files', {
      headers,
      multipart: {
        file: { name: `e2e-${Date.now()}.webm`, mimeType: 'video/webm', buffer: Buffer.from(bytes) },
        _payload: JSON.stringify({ title: 'Farbverlauf', tenant }),
      },
    })
    expect(uploaded.status()).toBe(201)
    const file = ((await uploaded.json()) as { doc: { id: number } }).doc.id
    const slug = `video-datei-${Date.now()}`
    const created = await request.post('/api/pages', {
      headers,
      data: {
        title: 'Videodatei',
        slug,
        tenant,
        _status: 'published',
        layout: [
          {
            blockType: 'video',
            heading: 'Hochgeladen',
            source: 'file',
            file,
            autoplay: true,
            loop: true,
            controls: false,
          },
        ],
      },
    })
    expect(created.status()).toBe(201)

    const errors = watchErrors(page)
    await page.goto(`${alpha}/de/${slug}`)
    const video = page.locator('[data-block="video"] video')
    await expect(video).toHaveAttribute('aria-label', 'Farbverlauf')
    await expect
      .poll(
        () =>
          video.evaluate(
            (element: HTMLVideoElement) => element.muted && element.loop && !element.paused && element.currentTime > 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(true)
    await page.locator('[data-block="video"]').screenshot({ path: `${BLOCK_SCREENSHOTS}/video-file.png` })
    expect(errors).toEqual([])
  })
})
