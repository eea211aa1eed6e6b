import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { idempotencyKeys, invitations, reports } from '@case/db/schema'
import { insertCase, insertDisclosure, readCase, testKvnr } from '../harness/fixtures/cases'
import { createSignedInUser, useCaseApi } from '../harness/useCaseApi'

const etagOf = (id: string, version: number) => `W/"${id}-${version}"`

describe('ETag and If-Match on cases and reports (issue 32)', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  const asAdmin = (headers: Record<string, string> = {}) => ({ token: ctx.admin.token, headers })

  it('GET /api/cases/{id} carries W/"<id>-<version>"; the tag changes after a coding update', async () => {
    const row = await insertCase(ctx.db)
    const read = await api.get(`/api/cases/${row.id}`, asAdmin())
    expect(read.status).toBe(200)
    expect(read.headers.get('etag')).toBe(etagOf(row.id, 1))

    const coded = await api.put(`/api/coding/${row.id}`, { ...asAdmin(), json: { version: 1, icd10: 'C50.9' } })
    expect(coded.status, coded.text).toBe(200)
    expect(coded.headers.get('etag')).toBe(etagOf(row.id, 2))
    expect((await api.get(`/api/cases/${row.id}`, asAdmin())).headers.get('etag')).toBe(etagOf(row.id, 2))
  })

  it('a masked view has a tag of its own, which no update accepts', async () => {
    const row = await insertCase(ctx.db)
    const masked = await api.get(`/api/cases/${row.id}`, { token: ctx.employee.token })
    expect(masked.body.masked).toBe(true)
    expect(masked.headers.get('etag')).toBe(`W/"${row.id}-1-masked"`)
    const refused = await api.put(`/api/cases/${row.id}/kvnr`, {
      ...asAdmin({ 'if-match': masked.headers.get('etag')! }),
      json: { kvnr: testKvnr(41) },
    })
    expect(refused.status).toBe(412)
  })

  it('GET with a matching If-None-Match is a 304 without a body; a stale one gets the case', async () => {
    const row = await insertCase(ctx.db)
    const notModified = await api.get(`/api/cases/${row.id}`, asAdmin({ 'if-none-match': etagOf(row.id, 1) }))
    expect(notModified.status).toBe(304)
    expect(notModified.text).toBe('')
    expect(notModified.headers.get('etag')).toBe(etagOf(row.id, 1))
    const changed = await api.get(`/api/cases/${row.id}`, asAdmin({ 'if-none-match': etagOf(row.id, 0) }))
    expect(changed.status).toBe(200)
    expect(changed.body.id).toBe(row.id)
  })

  it('PUT /api/coding/{id} with a stale If-Match is a 412 precondition_failed and writes nothing', async () => {
    const row = await insertCase(ctx.db, { version: 3 })
    const res = await api.put(`/api/coding/${row.id}`, {
      ...asAdmin({ 'if-match': etagOf(row.id, 2) }),
      json: { version: 3, icd10: 'C50.9' },
    })
    expect(res.status).toBe(412)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    expect(res.body).toMatchObject({ code: 'precondition_failed', status: 412, title: 'Precondition failed' })
    expect(await readCase(ctx.db, row.id)).toMatchObject({ version: 3, icd10: null })
  })

  it('PUT /api/coding/{id}: a current If-Match (or *) is a 200; a stale body version with it stays a 409', async () => {
    const row = await insertCase(ctx.db)
    const res = await api.put(`/api/coding/${row.id}`, {
      ...asAdmin({ 'if-match': `"other", ${etagOf(row.id, 1)}` }),
      json: { version: 1, icd10: 'C50.9' },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.version).toBe(2)
    const stale = await api.put(`/api/coding/${row.id}`, {
      ...asAdmin({ 'if-match': etagOf(row.id, 2) }),
      json: { version: 1, fg: true },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('version_conflict')
    const any = await api.put(`/api/coding/${row.id}`, {
      ...asAdmin({ 'if-match': '*' }),
      json: { version: 2, fg: true },
    })
    expect(any.status, any.text).toBe(200)
  })

  it('PUT /api/cases/{id}/kvnr: If-Match is optional; stale → 412 unchanged, current → 200 with the new tag', async () => {
    const row = await insertCase(ctx.db)
    const stale = await api.put(`/api/cases/${row.id}/kvnr`, {
      ...asAdmin({ 'if-match': etagOf(row.id, 7) }),
      json: { kvnr: testKvnr(42) },
    })
    expect(stale.status).toBe(412)
    expect(await readCase(ctx.db, row.id)).toMatchObject({ version: 1, kvnr: row.kvnr })
    // Another case's tag does not match either.
    const foreign = await api.put(`/api/cases/${row.id}/kvnr`, {
      ...asAdmin({ 'if-match': etagOf(crypto.randomUUID(), 1) }),
      json: { kvnr: testKvnr(42) },
    })
    expect(foreign.status).toBe(412)

    const current = await api.put(`/api/cases/${row.id}/kvnr`, {
      ...asAdmin({ 'if-match': etagOf(row.id, 1) }),
      json: { kvnr: testKvnr(42) },
    })
    expect(current.status, current.text).toBe(200)
    expect(current.headers.get('etag')).toBe(etagOf(row.id, 2))
    const without = await api.put(`/api/cases/${row.id}/kvnr`, { ...asAdmin(), json: { kvnr: testKvnr(43) } })
    expect(without.status).toBe(200)
    expect(without.headers.get('etag')).toBe(etagOf(row.id, 3))
  })

  it('a report carries its ETag; a generation that replaces it bumps its version and the tag', async () => {
    const body = { jahr: 2031, kw_to: 5, report_type: 'standard' }
    const first = await api.post('/api/reports/generate', { ...asAdmin(), json: body })
    expect(first.status, first.text).toBe(201)
    expect(first.body.version).toBe(1)
    expect(first.headers.get('etag')).toBe(etagOf(first.body.id, 1))
    const data = await api.get(`/api/reports/${first.body.id}/data`, asAdmin())
    expect(data.headers.get('etag')).toBe(etagOf(first.body.id, 1))

    const again = await api.post('/api/reports/generate', { ...asAdmin(), json: body })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ id: first.body.id, version: 2 })
    expect((await api.get(`/api/reports/${first.body.id}/data`, asAdmin())).headers.get('etag')).toBe(
      etagOf(first.body.id, 2),
    )
  })
})

describe('Idempotency-Key on creating POSTs (issue 32)', () => {
  const ctx = useCaseApi()
  const { api } = ctx
  const keyed = (key: string, token = ctx.admin.token) => ({ token, headers: { 'idempotency-key': key } })
  const storedKeys = (key: string) => ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))

  it('a repeated report generation returns the first answer, marked replayed, and generates once', async () => {
    const key = crypto.randomUUID()
    const body = { jahr: 2032, kw_to: 3, report_type: 'standard' }
    const first = await api.post('/api/reports/generate', { ...keyed(key), json: body })
    expect(first.status, first.text).toBe(201)
    expect(first.headers.get('idempotent-replayed')).toBeNull()

    // Formatted differently, the same body.
    const repeat = await api.post('/api/reports/generate', {
      ...keyed(key),
      json: { report_type: 'standard', kw_to: 3, jahr: 2032 },
    })
    expect(repeat.status).toBe(201)
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(repeat.headers.get('location')).toBe(first.headers.get('location'))
    expect(repeat.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(repeat.body).toEqual(first.body)
    // Without the replay the second generation would have replaced the report (200, version 2).
    const rows = await ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.jahr, 2032), eq(reports.kw_to, 3)))
    expect(rows.map((row) => ({ id: row.id, version: row.version }))).toEqual([{ id: first.body.id, version: 1 }])
  })

  it('the same key with another body is a 422 idempotency_key_reused; nothing is generated', async () => {
    const key = crypto.randomUUID()
    expect(
      (
        await api.post('/api/reports/generate', {
          ...keyed(key),
          json: { jahr: 2032, kw_to: 4, report_type: 'standard' },
        })
      ).status,
    ).toBe(201)
    const reused = await api.post('/api/reports/generate', {
      ...keyed(key),
      json: { jahr: 2032, kw_to: 5, report_type: 'standard' },
    })
    expect(reused.status).toBe(422)
    expect(reused.body).toMatchObject({
      code: 'idempotency_key_reused',
      type: expect.stringContaining('idempotency_key_reused'),
    })
    expect(
      await ctx.db
        .select()
        .from(reports)
        .where(and(eq(reports.jahr, 2032), eq(reports.kw_to, 5))),
    ).toEqual([])
  })

  it('a key that is too long, empty of visible characters or not ASCII is a 400', async () => {
    for (const key of ['k'.repeat(256), 'with space', 'schlüssel']) {
      const res = await api.post('/api/reports/generate', {
        ...keyed(key),
        json: { jahr: 2032, kw_to: 6, report_type: 'standard' },
      })
      expect(res.status, key).toBe(400)
      expect(res.body.code).toBe('invalid_idempotency_key')
    }
    expect(
      (
        await api.post('/api/reports/generate', {
          ...keyed('k'.repeat(255)),
          json: { jahr: 2032, kw_to: 6, report_type: 'standard' },
        })
      ).status,
    ).toBe(201)
  })

  it('keys are per user: another admin’s same key runs its own request', async () => {
    const key = crypto.randomUUID()
    const other = await createSignedInUser(ctx.db, 'admin')
    const mine = await api.post('/api/admin/invitations', { ...keyed(key), json: { role: 'kasse_mitarbeiter' } })
    const theirs = await api.post('/api/admin/invitations', {
      ...keyed(key, other.token),
      json: { role: 'kasse_mitarbeiter' },
    })
    expect([mine.status, theirs.status]).toEqual([201, 201])
    expect(theirs.headers.get('idempotent-replayed')).toBeNull()
    expect(theirs.body.id).not.toBe(mine.body.id)
    expect(await storedKeys(key)).toHaveLength(2)
  })

  it('an invitation answer is stored sealed: neither its token nor its link is in the table', async () => {
    const key = crypto.randomUUID()
    const first = await api.post('/api/admin/invitations', { ...keyed(key), json: { role: 'kasse_mitarbeiter' } })
    expect(first.status).toBe(201)
    const repeat = await api.post('/api/admin/invitations', { ...keyed(key), json: { role: 'kasse_mitarbeiter' } })
    expect(repeat.body.token).toBe(first.body.token)
    expect(await ctx.db.select().from(invitations).where(eq(invitations.id, first.body.id))).toHaveLength(1)

    const [stored] = await storedKeys(key)
    expect(stored).toMatchObject({ status: 201, request: 'POST /api/admin/invitations' })
    expect(stored!.expires_at.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000)
    const row = JSON.stringify(stored)
    expect(row).not.toContain(first.body.token)
    expect(row).not.toContain(first.body.id)
    expect(row).not.toContain('registration')
  })

  it('after 24 hours a key is new again, and expired rows are deleted by later requests', async () => {
    const [key, otherKey] = [crypto.randomUUID(), crypto.randomUUID()]
    const invite = (idempotencyKey: string) =>
      api.post('/api/admin/invitations', { ...keyed(idempotencyKey), json: { role: 'kasse_mitarbeiter' } })
    const first = await invite(key)
    expect((await invite(otherKey)).status).toBe(201)
    const expire = (expiredKey: string) =>
      ctx.db
        .update(idempotencyKeys)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(idempotencyKeys.key, expiredKey))
    await expire(key)
    await expire(otherKey)

    const later = await invite(key)
    expect(later.status).toBe(201)
    expect(later.headers.get('idempotent-replayed')).toBeNull()
    expect(later.body.id).not.toBe(first.body.id)
    expect(await storedKeys(otherKey)).toEqual([])
  })

  it('a disclosure request repeated with its key is created once; a refusal leaves the key free', async () => {
    const subject = await insertCase(ctx.db)
    const key = crypto.randomUUID()
    const ask = () =>
      api.post(`/api/cases/${subject.id}/disclosure-requests`, {
        ...keyed(key, ctx.employee.token),
        json: { reason: 'Rückfrage der Versicherten' },
      })
    const first = await ask()
    expect(first.status, first.text).toBe(201)
    const repeat = await ask()
    expect(repeat.status).toBe(201)
    expect(repeat.body.id).toBe(first.body.id)
    // Without a key, the same request is refused: one open request per case.
    const unkeyed = await api.post(`/api/cases/${subject.id}/disclosure-requests`, {
      token: ctx.employee.token,
      json: { reason: 'Rückfrage der Versicherten' },
    })
    expect(unkeyed.body.code).toBe('disclosure_request_open')

    const other = await insertCase(ctx.db)
    await insertDisclosure(ctx.db, { case_id: other.id, requester_id: ctx.employee.id, reason: 'offen' })
    const otherKey = crypto.randomUUID()
    const refused = await api.post(`/api/cases/${other.id}/disclosure-requests`, {
      ...keyed(otherKey, ctx.employee.token),
      json: { reason: 'noch einmal' },
    })
    expect(refused.status).toBe(409)
    expect(await storedKeys(otherKey)).toEqual([])
  })

  it('a repeat while the first request still runs is a 409 idempotency_key_in_progress', async () => {
    const key = crypto.randomUUID()
    const generate = () =>
      api.post('/api/reports/generate', { ...keyed(key), json: { jahr: 2032, kw_to: 7, report_type: 'standard' } })
    expect((await generate()).status).toBe(201)
    // As the row looks while the first request runs: claimed, no answer yet.
    await ctx.db.update(idempotencyKeys).set({ status: null, response: null }).where(eq(idempotencyKeys.key, key))
    const repeat = await generate()
    expect(repeat.status).toBe(409)
    expect(repeat.body.code).toBe('idempotency_key_in_progress')
  })
})
