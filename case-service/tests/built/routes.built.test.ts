import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, getDb, type Db } from '@case/db/client'
import { caseClient, startCaseService } from '../harness/caseApi'
import { createUser, downloadLink, loginAs, type TestUser } from '../harness/fixtures/auth'
import { insertCases, readCase, testKvnr } from '../harness/fixtures/cases'
import { sharedStringBombWorkbook, uploadForm, workbookBytes } from '../harness/fixtures/xlsxFiles'

/**
 * Every route family against the production build (globalSetup.ts): auth, cases, coding, ICD
 * import with the coding template, reports, Wochenübersicht, sync, disclosures. The same harness
 * and fixtures as the integration tests; only the server is the built one.
 */
describe('built case service (next build + production server)', () => {
  let server: Awaited<ReturnType<typeof startCaseService>>
  let api: ReturnType<typeof caseClient>
  let db: Db
  let admin: TestUser
  let employee: TestUser
  const tokens = { admin: '', employee: '' }
  const kvnr = testKvnr(31)
  let caseIds: string[] = []

  beforeAll(async () => {
    server = await startCaseService()
    api = caseClient(server.url)
    db = await getDb()
    ;[admin, employee] = await Promise.all([
      createUser(db, { role: 'admin' }),
      createUser(db, { role: 'kasse_mitarbeiter' }),
    ])
    tokens.admin = (await loginAs(api, admin.email)).access_token
    tokens.employee = (await loginAs(api, employee.email)).access_token
    const rows = await insertCases(db, [
      { datum: '2026-03-02', kvnr, fall_id: `2026-03-02_${kvnr}` },
      { datum: '2026-03-03' },
      { datum: '2026-03-04', fall_id: '2026-03-04_ALTNAME' },
    ])
    caseIds = rows.map((row) => row.id)
  })
  afterAll(async () => {
    await server.close()
    await closeDatabase()
  })

  const upload = (path: string, bytes: Uint8Array, token = tokens.admin) =>
    api.raw(path, { method: 'POST', body: uploadForm(bytes), headers: { authorization: `Bearer ${token}` } })
  const download = async (path: string, token = tokens.admin) => {
    const response = await api.raw(await downloadLink(api, token, path))
    expect(response.status, path).toBe(200)
    return Buffer.from(await response.arrayBuffer())
  }
  const loadWorkbook = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer)
    return workbook
  }

  it('health, OpenAPI, auth (login, refresh, me) and the lockout without an account oracle', async () => {
    expect((await api.get('/api/health')).status).toBe(200)
    expect((await api.get('/api/openapi.json')).body.paths['/api/auth/download-token']).toBeDefined()
    const session = await loginAs(api, employee.email)
    const refreshed = await api.post('/api/auth/refresh', { json: { refresh_token: session.refresh_token } })
    expect(refreshed.status).toBe(200)
    expect((await api.get('/api/auth/me', { token: refreshed.body.access_token })).body.email).toBe(employee.email)
    const statuses = []
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await api.post('/api/auth/login', {
            json: { email: 'no-account@example.org', password: 'wrong-password-123' },
          })
        ).status,
      )
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423])
    expect(
      (await api.post('/api/auth/login', { json: { email: 'a\u0000@example.org', password: 'x-password-123' } }))
        .status,
    ).toBe(422)
  })

  it('HTTP conventions under Next: unknown paths a 404 problem for every method, other methods a 405 with Allow', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/api', '/api/no-such-thing', '/api/cases/a/b/c']) {
        const response = await api.raw(path, { method, headers: { authorization: `Bearer ${tokens.admin}` } })
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(response.headers.get('content-type')).toBe('application/problem+json')
        expect(await response.json()).toMatchObject({ code: 'unknown_path', instance: path })
      }
    }
    const wrongMethod = await api.raw('/api/health', { method: 'DELETE' })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect((await wrongMethod.json()).code).toBe('method_not_allowed')
    const health = await api.raw('/api/health', { headers: { 'x-request-id': 'built-1' } })
    expect(health.headers.get('x-request-id')).toBe('built-1')
    expect(health.headers.get('cache-control')).toBe('no-store')
    // The catch-all shadows no [param] route.
    expect((await api.get(`/api/cases/${caseIds[0]}`, { token: tokens.admin })).status).toBe(200)
  })

  it('pages carry the CSP with a fresh nonce on Next’s scripts (src/proxy.ts); the API and avatars pass the proxy by', async () => {
    const page = async () => {
      const response = await api.page('/login')
      expect(response.status).toBe(200)
      const policy = response.headers.get('content-security-policy') ?? ''
      const nonce = policy.match(/script-src 'self' 'nonce-([^']+)' 'strict-dynamic'(;|$)/)?.[1]
      expect(nonce, policy).toBeTruthy()
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const html = await response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(script, 'every script carries the nonce').toContain(`nonce="${nonce}"`)
      return nonce
    }
    expect(await page()).not.toBe(await page())
    const notFound = await api.page('/no-such-page')
    expect(notFound.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    for (const path of ['/api/health', '/avatars/00000000000000000000000000000000.webp'])
      expect((await api.raw(path)).headers.get('content-security-policy'), path).toBeNull()
  })

  it('browser session through Next: the cookie with its attributes, refresh with CSRF checks, logout', async () => {
    const login = await api.post('/api/auth/session', { json: { email: employee.email, password: employee.password } })
    expect(login.status).toBe(200)
    const setCookie = login.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      /^case_refresh=[A-Za-z0-9_-]{43}; Path=\/api\/auth\/session; HttpOnly; Secure; SameSite=Strict; Max-Age=\d+$/,
    )
    expect(login.body.refresh_token).toBeUndefined()
    const cookie = setCookie.split(';')[0]!
    const origin = new URL(server.url).origin
    const headers = (csrf: string, from = origin) => ({ cookie, origin: from, 'x-csrf-token': csrf })
    const foreign = await api.post('/api/auth/session/refresh', {
      headers: headers(login.body.csrf_token, 'https://evil.example'),
    })
    expect(foreign.status).toBe(403)
    const refreshed = await api.post('/api/auth/session/refresh', { headers: headers(login.body.csrf_token) })
    expect(refreshed.status).toBe(200)
    const next = (refreshed.headers.get('set-cookie') ?? '').split(';')[0]!
    const logout = await api.post('/api/auth/session/logout', {
      headers: { cookie: next, origin, 'x-csrf-token': refreshed.body.csrf_token },
    })
    expect(logout.status).toBe(204)
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0')
  })

  it('cases: masked for employees, exact search only (audited), sorts over masked fields refused', async () => {
    const list = await api.get('/api/cases?sort=datum', { token: tokens.employee })
    expect(list.status).toBe(200)
    expect(list.body.items.find((item: { id: string }) => item.id === caseIds[0]).masked).toBe(true)
    expect((await api.get(`/api/cases?q=${kvnr.slice(0, 5)}`, { token: tokens.employee })).body.total).toBe(0)
    expect(
      (await api.get(`/api/cases?q=${kvnr}`, { token: tokens.employee })).body.items.map(
        (item: { id: string }) => item.id,
      ),
    ).toEqual([caseIds[0]])
    expect((await api.get('/api/cases?sort=fall_id', { token: tokens.employee })).status).toBe(400)
    expect((await api.get(`/api/cases/${caseIds[1]}`, { token: tokens.admin })).status).toBe(200)
  })

  it('coding: a single update, and a version beyond int4 is a 422', async () => {
    const current = await readCase(db, caseIds[1]!)
    const res = await api.put(`/api/coding/${caseIds[1]}`, {
      token: tokens.admin,
      json: { fg: true, version: current.version },
    })
    expect(res.status, res.text).toBe(200)
    expect(
      (await api.put(`/api/coding/${caseIds[1]}`, { token: tokens.admin, json: { fg: true, version: 2147483648 } }))
        .status,
    ).toBe(422)
  })

  it('ICD import of the downloaded coding template (dry run, then for real); a legacy id travels as a neutral key', async () => {
    const workbook = await loadWorkbook(await download('/api/cases/coding-template'))
    const sheet = workbook.worksheets[0]!
    let icdColumn = 0
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1).map((value) => String(value ?? ''))
      // The header row names the ICD column.
      if (icdColumn === 0 && values.some((value) => /^fall.?id$/i.test(value)))
        icdColumn = values.findIndex((value) => /icd/i.test(value)) + 1
      if (values.some((value) => value === `2026-03-02_${kvnr}` || value === `2026-03-04_CASE-${caseIds[2]}`))
        row.getCell(icdColumn).value = 'C50.9'
    })
    expect(icdColumn).toBeGreaterThan(0)
    const filled = Buffer.from(await workbook.xlsx.writeBuffer())
    const dryRun = await upload('/api/cases/icd-import?dry_run=true', filled)
    expect(dryRun.status, await dryRun.clone().text()).toBe(200)
    expect(await dryRun.json()).toMatchObject({ format: 'coding_template', updated: 2, errors: [] })
    const real = await upload('/api/cases/icd-import', filled)
    expect(await real.json()).toMatchObject({ updated: 2 })
    expect((await readCase(db, caseIds[2]!)).icd10).toBe('C50.9')
  })

  it('the shared-string amplification workbook is refused (422), not parsed into the heap', async () => {
    const res = await upload(
      '/api/reports/wochenuebersicht/upload-icd',
      sharedStringBombWorkbook({ references: 1500, stringBytes: 1024 * 1024 }),
      tokens.employee,
    )
    expect(res.status).toBe(422)
    expect((await res.json()).code).toBe('xlsx_limits_exceeded')
    expect((await api.get('/api/health')).status).toBe(200)
  })

  it('reports: generate and download through a download link; an access token in the query is refused', async () => {
    const generated = await api.post('/api/reports/generate', {
      token: tokens.admin,
      json: { jahr: 2026, kw_to: 10, report_type: 'standard' },
    })
    expect(generated.status, generated.text).toBe(201)
    const file = await download(`/api/reports/download?id=${generated.body.id}`, tokens.employee)
    expect((await loadWorkbook(file)).worksheets.length).toBeGreaterThan(0)
    expect((await api.raw(`/api/reports/download?id=${generated.body.id}&token=${tokens.employee}`)).status).toBe(401)
  })

  it('Wochenübersicht: generate, download, and upload-icd (the download itself and a filled-in sheet)', async () => {
    const generated = await api.post('/api/reports/wochenuebersicht/generate', {
      token: tokens.admin,
      json: { jahr: 2026, kw_from: 9, kw_to: 11, report_type: 'wochenuebersicht_standard' },
    })
    expect(generated.status, generated.text).toBe(201)
    const file = await download(`/api/reports/download?id=${generated.body.id}`)
    const roundTrip = await upload('/api/reports/wochenuebersicht/upload-icd', file, tokens.employee)
    expect(roundTrip.status, await roundTrip.clone().text()).toBe(200)
    expect(await roundTrip.json()).toMatchObject({ format: 'wochenuebersicht' })
    const filledIn = await workbookBytes([['KW 10/2026'], ['KVNR', 'Datum', 'ICD-10'], [kvnr, '02.03.2026', 'C18.7']])
    const res = await upload('/api/reports/wochenuebersicht/upload-icd', filledIn, tokens.employee)
    expect(await res.json()).toMatchObject({ format: 'wochenuebersicht', updated: 1, errors: [] })
    expect((await readCase(db, caseIds[0]!)).icd10).toBe('C18.7')
  })

  it('sync: export, and importing that export unchanged changes nothing', async () => {
    const exported = await api.raw('/api/admin/sync/export', { headers: { authorization: `Bearer ${tokens.admin}` } })
    expect(exported.status).toBe(200)
    const res = await upload('/api/admin/sync/import', Buffer.from(await exported.arrayBuffer()))
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toMatchObject({ updated: 0, conflicts: [], errors: [] })
  })

  it('disclosures: request, approval, then the employee sees the case unmasked', async () => {
    const requested = await api.post(`/api/cases/${caseIds[0]}/disclosure-requests`, {
      token: tokens.employee,
      json: { reason: 'Rückfrage der Versicherten' },
    })
    expect(requested.status, requested.text).toBe(201)
    const approved = await api.put(`/api/admin/disclosure-requests/${requested.body.id}/approve`, {
      token: tokens.admin,
    })
    expect(approved.status, approved.text).toBe(200)
    const shown = await api.get(`/api/cases/${caseIds[0]}`, { token: tokens.employee })
    expect(shown.body).toMatchObject({ masked: false, kvnr })
  })
})
