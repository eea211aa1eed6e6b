import { expect, test } from '@playwright/test'
import { screenshotBlocks, watchErrors } from './support/blockPage'

// The favorites, series and series detail blocks on beta's showcase page (alpha has neither the catalogue nor the
// video hub module, so its showcase shows none of theirs), the team search and org chart on alpha's.
const port = Number(process.env.E2E_PORT ?? 3100)
const showcase = `http://alpha.localhost:${port}/de/showcase`
const betaShowcase = `http://beta.localhost:${port}/de/showcase`

test('favorites, series, series detail, team search and org chart render in German without console errors; a screenshot each', async ({
  page,
}) => {
  const errors = watchErrors(page)
  await page.goto(showcase)
  // Switched-off modules (issue 30): alpha's seeded favorites and series stay off its site.
  await expect(page.locator('[data-block="favorites"] .favorite')).toHaveCount(0)
  await expect(page.locator('[data-block="series"] a')).toHaveCount(0)
  await expect(page.locator('[data-block="teamFilter"] .team-filter-count')).toHaveText(/^\d+ Personen gefunden$/)
  await expect(page.locator('[data-block="orgChart"] .org-name').first()).toBeVisible()
  await screenshotBlocks(page, ['teamFilter', 'orgChart'])

  await page.goto(betaShowcase)
  const favorites = page.locator('[data-block="favorites"]')
  await expect(favorites.getByRole('heading', { name: 'Unsere Lieblinge' })).toBeVisible()
  await expect(favorites.getByText('Im Einsatz')).toBeVisible()
  await expect(favorites.locator('.favorite-price').first()).toHaveText('Preisklasse: €€€€ Luxus')
  await expect(favorites.locator('a.favorite-link').first()).toHaveAttribute('rel', 'sponsored noopener')
  await expect(favorites.getByRole('heading', { name: /^Vollformat-Systemkamera/ })).toBeVisible()

  const series = page.locator('[data-block="series"]')
  await expect(series.getByRole('link', { name: 'Licht & Schatten' })).toHaveAttribute(
    'href',
    '/de/showcase#series-licht-und-schatten',
  )
  await expect(series.getByText('Lichtsetzung im Studio')).toBeVisible()

  const detail = page.locator('[data-block="seriesDetail"] #series-licht-und-schatten')
  await expect(detail.getByRole('heading', { name: 'Licht & Schatten', level: 2 })).toBeVisible()
  await expect(detail.locator('.series-video h4')).toHaveText(['Hinter den Kulissen: Porträtshooting'])
  await screenshotBlocks(page, ['favorites', 'series', 'seriesDetail'])
  expect(errors).toEqual([])
})

test('the team search filters by typing, and by department with the keyboard; the count is announced', async ({
  page,
}) => {
  await page.goto(showcase)
  const block = page.locator('[data-block="teamFilter"]')
  const count = block.locator('.team-filter-count')
  await expect(count).toHaveAttribute('aria-live', 'polite')
  const search = block.getByLabel('Name oder Position suchen')
  const visibleNames = block.locator('li:visible .team-name')
  // Typed until hydration has attached the handlers.
  await expect(async () => {
    await search.fill('')
    await search.focus()
    await page.keyboard.type('hoffmann')
    await expect(count).toHaveText('1 Person gefunden', { timeout: 2000 })
  }).toPass({ timeout: 30_000 })
  await expect(visibleNames).toHaveText(['Lea Hoffmann'])
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type('zahnarztin')
  await expect(visibleNames).toHaveText(['Dr. Julia Hartmann'])
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type('nobody-here')
  await expect(count).toHaveText('Niemand gefunden')
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')

  // Tab reaches the department radio group (on "Alle"); the arrow keys choose a department.
  await page.keyboard.press('Tab')
  await expect(block.getByRole('radio', { name: 'Alle' })).toBeFocused()
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
  await expect(block.getByRole('radio', { name: 'Prophylaxe' })).toBeChecked()
  await expect(visibleNames).toHaveText(['Aylin Demir'])
  await expect(count).toHaveText('1 Person gefunden')
  // Search and department combine.
  await search.focus()
  await page.keyboard.type('lea')
  await expect(count).toHaveText('Niemand gefunden')
})

test('the org chart nests reports under their manager, also without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(showcase)
  const chart = page.locator('[data-block="orgChart"]')
  const top = chart.locator('section > ul.org-level > li > .org-person .org-name')
  await expect(top).toHaveText(['Dr. Julia Hartmann'])
  await expect(chart.locator('section > ul > li > ul > li > .org-person .org-name')).toHaveText([
    'Dr. Malte Sievers',
    'Aylin Demir',
  ])
  await expect(chart.locator('section > ul > li > ul > li > ul > li > .org-person .org-name')).toHaveText([
    'Lea Hoffmann',
  ])
  await expect(chart.locator('section > ul > li > ul').first()).toHaveAttribute(
    'aria-label',
    'Berichten an Dr. Julia Hartmann',
  )
  // Every member is a link to the team page, reached by Tab.
  await expect(chart.getByRole('link', { name: 'Lea Hoffmann' })).toHaveAttribute('href', '/de/team/lea-hoffmann')
  await context.close()
})
