import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, disclosureRequests, notifications } from '@case/db/schema'
import { DISCLOSURE_VALIDITY_MS } from '@case/domain/disclosures/disclosureStateMachine'
import { sendExpiryWarnings } from '@case/features/disclosures/expiryWarnings'
import { FOREIGN_INSURER, insertCase, insertDisclosure, testKvnr } from '../harness/fixtures/cases'
import { createSignedInUser, type SignedInUser, useCaseApi } from '../harness/useCaseApi'

const NIL_UUID = '00000000-0000-4000-8000-000000000000'
const REASON = 'Rückfrage des Leistungserbringers zum Fall'

describe('disclosure requests (Freigaben)', () => {
  const ctx = useCaseApi({ employee: { name: 'Erika Employee' } })
  const { api } = ctx
  let colleague: SignedInUser

  beforeAll(async () => {
    colleague = await createSignedInUser(ctx.db, 'kasse_mitarbeiter')
  })

  const request = (caseId: string, token = ctx.employee.token, reason: unknown = REASON) =>
    api.post(`/api/cases/${caseId}/disclosure-requests`, { token, json: { reason } })
  const adminPut = (id: string, verb: string, json?: unknown) =>
    api.put(`/api/admin/disclosure-requests/${id}/${verb}`, {
      token: ctx.admin.token,
      ...(json === undefined ? {} : { json }),
    })
  const notificationsOf = (userId: string, type: string) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.type, type)))
  const stored = async (id: string) =>
    (await ctx.db.select().from(disclosureRequests).where(eq(disclosureRequests.id, id)))[0]
  const lapse = (id: string) =>
    ctx.db
      .update(disclosureRequests)
      .set({ valid_until: new Date(Date.now() - 1000) })
      .where(eq(disclosureRequests.id, id))

  it('an employee requests a disclosure: pending, admins notified, audited; one open request per case', async () => {
    const subject = await insertCase(ctx.db)
    const created = await request(subject.id)
    expect(created.status, created.text).toBe(201)
    expect(created.body).toMatchObject({
      case_id: subject.id,
      requester_id: ctx.employee.id,
      requester_name: 'Erika Employee',
      reason: REASON,
      status: 'pending',
      valid_until: null,
      previous_request_id: null,
    })
    expect(await notificationsOf(ctx.admin.id, 'disclosure_requested')).toHaveLength(1)
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'disclosures.requested'), eq(auditLog.entity_id, created.body.id)))
    expect(audit).toMatchObject({ user_id: ctx.employee.id, details: { case_id: subject.id } })

    const again = await request(subject.id)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('disclosure_request_open')
    expect((await request(subject.id, colleague.token)).status).toBe(201) // a colleague has their own
  })

  it('refuses admins (403), other insurers’ and unknown cases (404) and an empty reason (422)', async () => {
    const subject = await insertCase(ctx.db)
    const foreign = await insertCase(ctx.db, { versicherung: FOREIGN_INSURER })
    expect((await request(subject.id, ctx.admin.token)).status).toBe(403)
    expect((await request(foreign.id)).status).toBe(404)
    expect((await request(NIL_UUID)).status).toBe(404)
    expect((await request('x')).status).toBe(404)
    expect((await request(subject.id, ctx.employee.token, '  ')).status).toBe(422)
    expect(
      (await api.post(`/api/cases/${subject.id}/disclosure-requests`, { token: ctx.employee.token, json: {} })).status,
    ).toBe(422)
  })

  it('approve: valid 24 hours, employee notified and sees the case unmasked; approving twice is a 409', async () => {
    const kvnr = testKvnr(400)
    const subject = await insertCase(ctx.db, { kvnr, fall_id: `2026-01-05_${kvnr}`, nachname: 'Freigabe' })
    const { body: pending } = await request(subject.id)
    const before = Date.now()
    const approved = await adminPut(pending.id, 'approve')
    expect(approved.status, approved.text).toBe(200)
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: ctx.admin.id, fall_id: subject.fall_id })
    const validUntil = new Date(approved.body.valid_until).getTime()
    expect(validUntil).toBeGreaterThanOrEqual(before + DISCLOSURE_VALIDITY_MS)
    expect(validUntil).toBeLessThanOrEqual(Date.now() + DISCLOSURE_VALIDITY_MS)
    const [note] = await notificationsOf(ctx.employee.id, 'disclosure_approved')
    expect(note).toMatchObject({ link: `/cases/${subject.id}`, title: 'Freigabe erteilt' })
    expect(note!.body).toMatch(/^Sie können den Fall bis \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr unmaskiert sehen\.$/)
    expect(note!.body).not.toContain(kvnr)

    const view = await api.get(`/api/cases/${subject.id}`, { token: ctx.employee.token })
    expect(view.body).toMatchObject({ masked: false, nachname: 'Freigabe', kvnr })
    expect((await api.get(`/api/cases/${subject.id}`, { token: colleague.token })).body.masked).toBe(true)

    const twice = await adminPut(pending.id, 'approve')
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe('illegal_transition')
  })

  it('an approval past valid_until is expired at once for every reader and transition', async () => {
    const subject = await insertCase(ctx.db)
    const { body: pending } = await request(subject.id)
    await adminPut(pending.id, 'approve')
    await lapse(pending.id)

    const mine = await api.get('/api/cases/my-disclosure-requests', { token: ctx.employee.token })
    expect(mine.body.items.find((item: { id: string }) => item.id === pending.id).status).toBe('expired')
    const expired = await api.get('/api/admin/disclosure-requests?status=expired&page_size=200', {
      token: ctx.admin.token,
    })
    expect(expired.body.items.map((item: { id: string }) => item.id)).toContain(pending.id)
    const approvedList = await api.get('/api/admin/disclosure-requests?status=approved&page_size=200', {
      token: ctx.admin.token,
    })
    expect(approvedList.body.items.map((item: { id: string }) => item.id)).not.toContain(pending.id)
    expect((await api.get(`/api/cases/${subject.id}`, { token: ctx.employee.token })).body.masked).toBe(true)

    const revoke = await api.put(`/api/cases/disclosure-requests/${pending.id}/revoke`, { token: ctx.employee.token })
    expect(revoke.status).toBe(409)
    expect(revoke.body.detail).toContain('expired')
    // An expired approval no longer counts as open: a new request is allowed.
    expect((await request(subject.id)).status).toBe(201)
  })

  it('stored "approved" rows past their window are expired for transitions even before any list ran', async () => {
    const subject = await insertCase(ctx.db)
    const lapsed = await insertDisclosure(ctx.db, {
      case_id: subject.id,
      requester_id: ctx.employee.id,
      reason: REASON,
      status: 'approved',
      valid_until: new Date(Date.now() - 60_000),
    })
    expect((await adminPut(lapsed.id, 'revoke')).status).toBe(409)
    const reactivated = await adminPut(lapsed.id, 'reactivate')
    expect(reactivated.status).toBe(200)
    expect(reactivated.body.status).toBe('approved')
    expect(new Date(reactivated.body.valid_until).getTime()).toBeGreaterThan(
      Date.now() + DISCLOSURE_VALIDITY_MS - 60_000,
    )
  })

  it('revoke (own or admin) and reactivate; other employees get 404, employees cannot use admin routes', async () => {
    const subject = await insertCase(ctx.db)
    const { body: pending } = await request(subject.id)
    await adminPut(pending.id, 'approve')
    expect(
      (await api.put(`/api/cases/disclosure-requests/${pending.id}/revoke`, { token: colleague.token })).status,
    ).toBe(404)
    expect(
      (await api.put(`/api/admin/disclosure-requests/${pending.id}/revoke`, { token: ctx.employee.token })).status,
    ).toBe(403)
    const revoked = await api.put(`/api/cases/disclosure-requests/${pending.id}/revoke`, { token: ctx.employee.token })
    expect(revoked.status).toBe(200)
    expect(revoked.body).toMatchObject({ status: 'revoked', valid_until: null })
    expect((await api.get(`/api/cases/${subject.id}`, { token: ctx.employee.token })).body.masked).toBe(true)

    const reactivated = await adminPut(pending.id, 'reactivate')
    expect(reactivated.body.status).toBe('approved')
    expect((await api.get(`/api/cases/${subject.id}`, { token: ctx.employee.token })).body.masked).toBe(false)
    expect((await adminPut(pending.id, 'revoke')).body.status).toBe('revoked')
    expect((await adminPut(pending.id, 'reject', { reason: 'zu spät' })).status).toBe(409)
  })

  it('reject with a reason (employee notified); a reason is required', async () => {
    const subject = await insertCase(ctx.db)
    const { body: pending } = await request(subject.id)
    expect((await adminPut(pending.id, 'reject', {})).status).toBe(422)
    const rejected = await adminPut(pending.id, 'reject', { reason: 'Kein berechtigtes Interesse' })
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reject_reason: 'Kein berechtigtes Interesse',
      decided_by: ctx.admin.id,
    })
    const notes = await notificationsOf(ctx.employee.id, 'disclosure_rejected')
    // German by default; the link leads to the request in the case web app.
    expect(notes).toEqual([
      expect.objectContaining({
        title: 'Freigabe abgelehnt',
        body: 'Begründung: Kein berechtigtes Interesse',
        link: `/disclosures/${pending.id}`,
      }),
    ])
  })

  it('delete: only revoked, expired or rejected, hard; own requests for employees, any for admins', async () => {
    const subject = await insertCase(ctx.db)
    const { body: first } = await request(subject.id)
    expect((await api.delete(`/api/cases/disclosure-requests/${first.id}`, { token: ctx.employee.token })).status).toBe(
      409,
    ) // pending
    await adminPut(first.id, 'reject', { reason: 'nein' })
    expect((await api.delete(`/api/cases/disclosure-requests/${first.id}`, { token: colleague.token })).status).toBe(
      404,
    )
    const deleted = await api.delete(`/api/cases/disclosure-requests/${first.id}`, { token: ctx.employee.token })
    expect(deleted.status).toBe(204)
    expect(await stored(first.id)).toBeUndefined()

    const { body: second } = await request(subject.id)
    await adminPut(second.id, 'approve')
    expect((await api.delete(`/api/admin/disclosure-requests/${second.id}`, { token: ctx.admin.token })).status).toBe(
      409,
    ) // valid
    await adminPut(second.id, 'revoke')
    expect((await api.delete(`/api/admin/disclosure-requests/${second.id}`, { token: ctx.admin.token })).status).toBe(
      204,
    )
    expect((await api.delete(`/api/admin/disclosure-requests/${second.id}`, { token: ctx.admin.token })).status).toBe(
      404,
    )
  })

  it('re-request: pre-fill with the old reason, a new pending request linked to the old one; admins notified', async () => {
    const subject = await insertCase(ctx.db)
    const { body: old } = await request(subject.id)
    expect(
      (await api.get(`/api/cases/disclosure-requests/${old.id}/re-request`, { token: ctx.employee.token })).status,
    ).toBe(409)
    await adminPut(old.id, 'reject', { reason: 'Begründung fehlt' })

    const prefill = await api.get(`/api/cases/disclosure-requests/${old.id}/re-request`, { token: ctx.employee.token })
    expect(prefill.status).toBe(200)
    expect(prefill.body).toEqual({ case_id: subject.id, previous_request_id: old.id, reason: REASON })
    expect(
      (await api.get(`/api/cases/disclosure-requests/${old.id}/re-request`, { token: colleague.token })).status,
    ).toBe(404)

    const adminNotesBefore = (await notificationsOf(ctx.admin.id, 'disclosure_requested')).length
    const renewed = await api.post(`/api/cases/disclosure-requests/${old.id}/re-request`, { token: ctx.employee.token })
    expect(renewed.status, renewed.text).toBe(201)
    expect(renewed.body).toMatchObject({
      status: 'pending',
      reason: REASON,
      previous_request_id: old.id,
      case_id: subject.id,
    })
    expect(renewed.body.id).not.toBe(old.id)
    expect(await stored(old.id)).toMatchObject({ status: 'rejected' })
    expect((await notificationsOf(ctx.admin.id, 'disclosure_requested')).length).toBe(adminNotesBefore + 1)

    // Another re-request of the same old one: an open request exists now.
    expect(
      (await api.post(`/api/cases/disclosure-requests/${old.id}/re-request`, { token: ctx.employee.token })).status,
    ).toBe(409)
    await adminPut(renewed.body.id, 'reject', { reason: 'nein' })
    const withReason = await api.post(`/api/cases/disclosure-requests/${renewed.body.id}/re-request`, {
      token: ctx.employee.token,
      json: { reason: 'Neue, ausführliche Begründung' },
    })
    expect(withReason.body).toMatchObject({
      reason: 'Neue, ausführliche Begründung',
      previous_request_id: renewed.body.id,
    })
  })

  it('lists: admins see everyone’s (unmasked fall_id, status filter); employees only their own, fall_id masked', async () => {
    const kvnr = testKvnr(401)
    const subject = await insertCase(ctx.db, { kvnr, fall_id: `2026-01-06_${kvnr}` })
    const { body: mine } = await request(subject.id)
    const { body: theirs } = await request(subject.id, colleague.token)

    const all = await api.get('/api/admin/disclosure-requests?page_size=200', { token: ctx.admin.token })
    expect(all.status).toBe(200)
    const ids = all.body.items.map((item: { id: string }) => item.id)
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    expect(all.body.items.find((item: { id: string }) => item.id === mine.id).fall_id).toBe(subject.fall_id)
    expect(new Set(all.body.items.map((item: { status: string }) => item.status)).size).toBeGreaterThan(2) // all statuses by default
    const pendingOnly = await api.get('/api/admin/disclosure-requests?status=pending&page_size=200', {
      token: ctx.admin.token,
    })
    expect(pendingOnly.body.items.every((item: { status: string }) => item.status === 'pending')).toBe(true)
    expect((await api.get('/api/admin/disclosure-requests?status=bogus', { token: ctx.admin.token })).status).toBe(422)
    expect((await api.get('/api/admin/disclosure-requests', { token: ctx.employee.token })).status).toBe(403)

    const own = await api.get('/api/cases/my-disclosure-requests?page_size=200', { token: ctx.employee.token })
    expect(own.body.items.every((item: { requester_id: string }) => item.requester_id === ctx.employee.id)).toBe(true)
    expect(own.body.items.map((item: { id: string }) => item.id)).not.toContain(theirs.id)
    expect(own.text).not.toContain(kvnr)
    expect(own.body.items.find((item: { id: string }) => item.id === mine.id).fall_id).toBe(
      `2026-01-06_${kvnr[0]}*******${kvnr.slice(-2)}`,
    )
    expect((await api.get('/api/cases/my-disclosure-requests', { token: ctx.admin.token })).status).toBe(403)
  })

  it('sendExpiryWarnings notifies once per approval window within the last hour', async () => {
    const now = new Date('2030-06-01T10:00:00Z')
    const subject = await insertCase(ctx.db)
    const soon = await insertDisclosure(ctx.db, {
      case_id: subject.id,
      requester_id: colleague.id,
      reason: REASON,
      status: 'approved',
      valid_until: new Date(now.getTime() + 30 * 60_000),
    })
    await insertDisclosure(ctx.db, {
      case_id: subject.id,
      requester_id: colleague.id,
      reason: REASON,
      status: 'approved',
      valid_until: new Date(now.getTime() + 2 * 3_600_000),
    })
    await insertDisclosure(ctx.db, {
      case_id: subject.id,
      requester_id: colleague.id,
      reason: REASON,
      status: 'revoked',
      valid_until: new Date(now.getTime() + 10 * 60_000),
    })
    const foreignCase = await insertCase(ctx.db, { versicherung: FOREIGN_INSURER })
    await insertDisclosure(ctx.db, {
      case_id: foreignCase.id,
      requester_id: colleague.id,
      reason: REASON,
      status: 'approved',
      valid_until: new Date(now.getTime() + 10 * 60_000),
    })

    expect(await sendExpiryWarnings(ctx.db, now)).toBe(1)
    expect(await sendExpiryWarnings(ctx.db, new Date(now.getTime() + 5 * 60_000))).toBe(1)
    const warnings = await notificationsOf(colleague.id, 'disclosure_expiring')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({
      link: `/cases/${subject.id}`,
      title: 'Freigabe endet in weniger als einer Stunde',
      body: expect.stringMatching(
        /^Ihr Zugriff auf den unmaskierten Fall endet am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr\.$/,
      ),
    })

    // A new window (reactivation) is warned about again; an expired one never.
    await ctx.db
      .update(disclosureRequests)
      .set({ valid_until: new Date(now.getTime() + 24 * 3_600_000) })
      .where(eq(disclosureRequests.id, soon.id))
    expect(await sendExpiryWarnings(ctx.db, new Date(now.getTime() + 23.5 * 3_600_000))).toBe(1)
    expect(await notificationsOf(colleague.id, 'disclosure_expiring')).toHaveLength(2)
    expect(await sendExpiryWarnings(ctx.db, new Date(now.getTime() + 25 * 3_600_000))).toBe(0)
  })

  it('one request by id: the requester and admins read it, another employee gets a 404 (notification links)', async () => {
    const subject = await insertCase(ctx.db)
    const { body } = await request(subject.id)
    const own = await api.get(`/api/cases/disclosure-requests/${body.id}`, { token: ctx.employee.token })
    expect(own.status, own.text).toBe(200)
    expect(own.body).toMatchObject({ id: body.id, case_id: subject.id, status: 'pending', reason: REASON })
    const asAdmin = await api.get(`/api/admin/disclosure-requests/${body.id}`, { token: ctx.admin.token })
    expect(asAdmin.body).toMatchObject({ id: body.id, fall_id: subject.fall_id })
    expect((await api.get(`/api/cases/disclosure-requests/${body.id}`, { token: colleague.token })).status).toBe(404)
    expect((await api.get(`/api/admin/disclosure-requests/${body.id}`, { token: ctx.employee.token })).status).toBe(403)
    expect((await api.get(`/api/cases/disclosure-requests/${NIL_UUID}`, { token: ctx.employee.token })).status).toBe(
      404,
    )
  })
})
