import { expect, test } from '@playwright/test'
import { capture, languageOf } from './support/capture'
import { createUser, signIn } from './support/users'

test('no token can be read by page scripts: not in document.cookie, localStorage or sessionStorage; a reload keeps the session', async ({
  page,
}, testInfo) => {
  const de = languageOf(testInfo) === 'de'
  const user = await createUser('kasse_mitarbeiter')
  // The answers that carry tokens: the sign-in (after its code) and any refresh.
  const answers: Promise<{ access_token?: string; csrf_token?: string }>[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/auth/session') && response.status() === 200)
      answers.push(response.json())
  })
  await signIn(page, user)
  const session = (await Promise.all(answers)).findLast((answer) => answer.access_token) as {
    access_token: string
    csrf_token: string
  }
  expect(session.access_token.length).toBeGreaterThan(20)
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }))
  expect(readable.cookie).toBe('')
  for (const store of [readable.local, readable.session]) {
    expect(store).not.toContain(session.access_token)
    expect(store).not.toContain(session.csrf_token)
  }
  // The refresh cookie is there, but only for the browser: HttpOnly, Secure, SameSite=Strict, the session paths.
  const [cookie] = await page.context().cookies()
  expect(cookie).toMatchObject({
    name: 'case_refresh',
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/api/auth/session',
  })

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: de ? 'Übersicht' : 'Overview' })).toBeVisible()
  await page.getByRole('button', { name: de ? 'Benutzermenü' : 'User menu' }).click()
  await page.getByRole('menuitem', { name: de ? 'Abmelden' : 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByText(de ? 'Sie haben sich abgemeldet.' : 'You have signed out.')).toBeVisible()
  await page.goto('/')
  await expect(page).toHaveURL(/\/login\?next=%2F$/)
})

test('a page answers with a Content-Security-Policy that allows no inline script', async ({ page }) => {
  const response = await page.goto('/login')
  const policy = response!.headers()['content-security-policy']!
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))!
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=_-]+'/)
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  expect(policy).toContain("frame-ancestors 'none'")
})

test('wrong passwords are refused, the fifth locks the account and the page says until when; the hint on forgotten passwords', async ({
  page,
}, testInfo) => {
  const de = languageOf(testInfo) === 'de'
  const user = await createUser('kasse_mitarbeiter')
  await page.goto('/login')
  await page.getByRole('button', { name: de ? 'Passwort vergessen?' : 'Forgot your password?' }).click()
  await expect(page.getByText(de ? /setzt nur eine Administratorin/ : /only an administrator/)).toBeVisible()
  await page.getByRole('textbox', { name: de ? 'E-Mail-Adresse' : 'E-mail address' }).fill(user.email)
  const password = page.getByRole('textbox', { name: de ? 'Passwort' : 'Password', exact: true })
  const submit = (value: string) =>
    password
      .fill(value)
      .then(() => page.getByRole('button', { name: de ? 'Anmelden' : 'Sign in', exact: true }).click())
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submit(`wrong-${attempt}`)
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      de
        ? /E-Mail-Adresse oder Passwort ist falsch|vorübergehend gesperrt/
        : /e-mail address or password is wrong|temporarily locked/i,
    )
  }
  // Locked now: even the right password is refused, and the page says until when (Berlin time).
  await submit(user.password)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    de
      ? /vorübergehend gesperrt\. Gesperrt bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\./
      : /temporarily locked\. Locked until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\./,
  )
  await capture(page, testInfo, 'login-locked')
})

test('after 30 minutes without activity the app signs out and says why; activity in between keeps the session', async ({
  page,
}, testInfo) => {
  const de = languageOf(testInfo) === 'de'
  // The page's clock is under the test's control; the server's is not (the refresh it makes meanwhile is real).
  await page.clock.install()
  const user = await createUser('kasse_mitarbeiter')
  await signIn(page, user, '/cases')
  const heading = page.getByRole('heading', { level: 1, name: de ? 'Fälle' : 'Cases' })
  await expect(heading).toBeVisible()

  // 20 minutes, a key pressed, 20 minutes more: still signed in (the idle time counts from the last activity).
  await page.clock.fastForward('20:00')
  await page.keyboard.press('Shift')
  await page.clock.fastForward('20:00')
  await expect(heading).toBeVisible()
  await expect(page).toHaveURL(/\/cases$/)

  // Ten more minutes without anything: signed out, the sign-in page says why, and the cookie session is gone.
  await page.clock.fastForward('10:01')
  await expect(page).toHaveURL(/\/login\?.*reason=idle/)
  await expect(
    page.getByText(
      de ? 'Sie wurden nach längerer Inaktivität abgemeldet.' : 'You were signed out after a period of inactivity.',
    ),
  ).toBeVisible()
  await capture(page, testInfo, 'login-after-idle')
  await page.goto('/cases')
  await expect(page).toHaveURL(/\/login\?next=%2Fcases$/)
})
