import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { REPORT_FAILURE_LIMIT, sendDueReports } from '@/modules/community/lib/reports/sendDueReports'
import { api, type ReceivedMail } from '../helpers/fixtures/platform'
import { createCommunityAccount, createCommunityMember, createInteraction } from '../helpers/fixtures/community'
import type { ReportSchedule } from '@/payload-types'
import { useCms, useSmtpServer } from '../helpers/useCms'

/** The decoded body of the first MIME part whose Content-Type starts with `type` (base64, quoted-printable or plain). */
function mimePart(mail: ReceivedMail, type: string): Buffer {
  const start = mail.raw.search(new RegExp(`^Content-Type: ${type.replace('/', '\\/')}`, 'mi'))
  if (start < 0) throw new Error(`no ${type} part in the mail`)
  // The part's header block (for a single-part mail: the message's headers) and its body up to the next boundary.
  const headerStart = Math.max(0, mail.raw.lastIndexOf('\r\n\r\n', start), mail.raw.lastIndexOf('\r\n--', start))
  const headerEnd = mail.raw.indexOf('\r\n\r\n', start)
  const headers = mail.raw.slice(headerStart, headerEnd)
  const boundary = mail.raw.indexOf('\r\n--', headerEnd)
  const body = mail.raw.slice(headerEnd + 4, boundary < 0 ? undefined : boundary)
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1')
  }
  return Buffer.from(body, 'utf8')
}

const pdfText = (pdf: Buffer): string => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'report.pdf')
  writeFileSync(file, pdf)
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

// The run at 08:00 Berlin on the day summer time starts: its day is 23 hours long (07:00Z → 06:00Z).
const RUN_AT = '2026-03-29T06:00:00.000Z'
const NOW = new Date('2026-03-29T06:30:00.000Z')

describe('scheduled community reports: /api/cron/send-reports and sendDueReports', () => {
  const cronSecret = randomBytes(32).toString('hex')
  const smtp = useSmtpServer()
  const failing = useSmtpServer({ reject: true })
  const cms = useCms({
    env: { CRON_SECRET: cronSecret },
    tenants: () => ({
      alpha: { smtp: { host: '127.0.0.1', port: smtp.port, fromAddress: 'berichte@alpha.test' } },
      beta: { smtp: { host: '127.0.0.1', port: failing.port, fromAddress: 'berichte@beta.test' } },
    }),
  })
  const schedules: Record<'pdf' | 'csv' | 'html', number> = { pdf: 0, csv: 0, html: 0 }
  let broken: number
  let betaManager: number

  const schedule = async (tenant: number, data: Partial<Omit<ReportSchedule, 'id' | 'tenant'>>) => {
    const created = await cms.payload.create({
      collection: 'report-schedules',
      data: {
        tenant,
        name: 'Wochenbericht',
        reportType: 'overview',
        format: 'pdf',
        locale: 'de',
        frequency: 'daily',
        hour: 8,
        timeZone: 'Europe/Berlin',
        recipients: [{ email: 'chef@alpha.test' }, { email: 'team@alpha.test' }],
        ...data,
      },
    })
    // Due at the DST run (the hook put the next run after the real "now").
    await cms.payload.update({ collection: 'report-schedules', id: created.id, data: { nextRunAt: RUN_AT } })
    return created.id
  }

  beforeAll(async () => {
    betaManager = (await createCommunityMember(cms.payload, 'manager@reports-beta.test', cms.tenants.beta, 'manager'))
      .id
    const account = (await createCommunityAccount(cms.payload, cms.tenants.alpha, 'UC-alpha')).id
    const betaAccount = (await createCommunityAccount(cms.payload, cms.tenants.beta, 'UC-beta')).id
    // In the 23-hour period: three comments on one video; one answered after 2 hours.
    await createInteraction(cms.payload, cms.tenants.alpha, account, {
      publishedAt: '2026-03-28T07:30:00.000Z',
      videoId: 'v1',
      videoTitle: 'Praxisrundgang',
      status: 'responded',
      respondedAt: '2026-03-28T09:30:00.000Z',
      sentiment: { label: 'positive', score: 0.9 },
    })
    await createInteraction(cms.payload, cms.tenants.alpha, account, {
      publishedAt: '2026-03-28T23:00:00.000Z',
      videoId: 'v1',
      videoTitle: 'Praxisrundgang',
      sentiment: { label: 'negative', score: -0.5 },
    })
    await createInteraction(cms.payload, cms.tenants.alpha, account, {
      publishedAt: '2026-03-29T05:59:00.000Z',
      videoId: 'v1',
      videoTitle: 'Praxisrundgang',
      status: 'open',
    })
    // Outside: before the period (06:59Z on the 28th is 07:59 CET) and at its end.
    await createInteraction(cms.payload, cms.tenants.alpha, account, {
      publishedAt: '2026-03-28T06:59:00.000Z',
      videoId: 'v2',
      videoTitle: 'Zu früh',
    })
    await createInteraction(cms.payload, cms.tenants.alpha, account, {
      publishedAt: RUN_AT,
      videoId: 'v2',
      videoTitle: 'Zu spät',
    })
    // Another tenant's comments in the same hours never count.
    for (let i = 0; i < 4; i++)
      await createInteraction(cms.payload, cms.tenants.beta, betaAccount, {
        publishedAt: '2026-03-28T12:00:00.000Z',
        videoId: 'b',
        videoTitle: 'Beta-Video',
      })

    schedules.pdf = await schedule(cms.tenants.alpha, {
      name: 'Überblick PDF',
      format: 'pdf',
      reportType: 'overview',
      locale: 'de',
    })
    schedules.csv = await schedule(cms.tenants.alpha, {
      name: 'Inhalte CSV',
      format: 'csv',
      reportType: 'content_performance',
      locale: 'en',
    })
    schedules.html = await schedule(cms.tenants.alpha, {
      name: 'Antworten HTML',
      format: 'html',
      reportType: 'response_metrics',
      locale: 'en',
    })
    broken = await schedule(cms.tenants.beta, {
      name: 'Kaputt',
      format: 'pdf',
      recipients: [{ email: 'chef@beta.test' }],
    })
    // Paused schedules are never sent.
    const paused = await schedule(cms.tenants.alpha, { name: 'Pausiert', format: 'html' })
    await cms.payload.update({ collection: 'report-schedules', id: paused, data: { status: 'paused' } })
  })

  it('computes the next run when a schedule is created (in its time zone, after now)', async () => {
    const created = await cms.payload.create({
      collection: 'report-schedules',
      data: {
        tenant: cms.tenants.alpha,
        name: 'Neu',
        reportType: 'overview',
        format: 'pdf',
        locale: 'de',
        frequency: 'weekly',
        weekday: 'mon',
        hour: 9,
        timeZone: 'Europe/Berlin',
        status: 'paused',
        recipients: [{ email: 'x@alpha.test' }],
      },
    })
    const next = new Date(created.nextRunAt!)
    expect(next.getTime()).toBeGreaterThan(Date.now())
    expect(
      new Intl.DateTimeFormat('en', {
        timeZone: 'Europe/Berlin',
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(next),
    ).toBe('Mon, 09')
  })

  it('sends the due schedules across the DST change as PDF, CSV and HTML through the tenant’s SMTP, and moves the next run on', async () => {
    const result = await sendDueReports(cms.payload, NOW)
    expect(result.sent.sort()).toEqual([schedules.pdf, schedules.csv, schedules.html].sort())
    expect(result.failed).toEqual([{ id: broken, error: expect.stringMatching(/^E[A-Z]+$/) }])
    expect(smtp.received).toHaveLength(3)
    for (const mail of smtp.received) {
      expect(mail.from).toBe('berichte@alpha.test')
      expect(mail.to).toEqual(['chef@alpha.test', 'team@alpha.test'])
    }

    const pdfMail = smtp.received.find((mail) => mail.subject.includes('PDF'))!
    expect(pdfMail.subject).toBe('=?UTF-8?Q?Community-Bericht=3A_=C3=9Cberblick_PDF?=')
    expect(pdfMail.raw).toMatch(/filename=community-report-overview-2026-03-29\.pdf/)
    const text = pdfText(mimePart(pdfMail, 'application/pdf'))
    expect(text).toContain('Überblick')
    // The period in Berlin wall time: 08:00 CET to 08:00 CEST, 23 hours.
    expect(text).toMatch(/Zeitraum: 28\.03\.2026, 08:00 – 29\.03\.2026, 08:00 \(Europe\/Berlin\)/)
    expect(text).toMatch(/Interaktionen gesamt\s+3\b/)
    expect(text).toMatch(/Beantwortet\s+1\b/)
    expect(text).toMatch(/Antwortquote\s+33,3\s?%/)
    expect(text).toMatch(/YouTube\s+3\s+100\s?%/)

    const csvMail = smtp.received.find((mail) => mail.subject.includes('CSV'))!
    const csv = mimePart(csvMail, 'text/csv').toString('utf8')
    expect(csv).toContain('"Content performance"')
    expect(csv).toContain('"Video","Comments","Likes","Positive","Negative"')
    expect(csv).toContain('"Praxisrundgang","3","0","1","1"')
    expect(csv).not.toMatch(/Zu früh|Zu spät|Beta-Video/)

    const htmlMail = smtp.received.find((mail) => mail.subject.includes('HTML'))!
    const html = mimePart(htmlMail, 'text/html').toString('utf8')
    expect(html).toContain('<h1 style="font-size:20px">Response metrics</h1>')
    expect(html).toMatch(/Median response time \(hours\)<\/td><td[^>]*>2<\/td>/)
    expect(html).toMatch(/Interactions in total<\/td><td[^>]*>3<\/td>/)

    const pdfSchedule = await cms.payload.findByID({ collection: 'report-schedules', id: schedules.pdf })
    expect(pdfSchedule).toMatchObject({
      lastRunAt: NOW.toISOString(),
      nextRunAt: '2026-03-30T06:00:00.000Z',
      failureCount: 0,
      status: 'active',
    })
    const logs = await cms.payload.find({
      collection: 'email-logs',
      where: { source: { equals: 'community-report' } },
      depth: 0,
      sort: 'id',
    })
    expect(logs.docs.map((log) => [log.tenant, log.status])).toEqual(
      expect.arrayContaining([
        [cms.tenants.alpha, 'sent'],
        [cms.tenants.alpha, 'sent'],
        [cms.tenants.alpha, 'sent'],
        [cms.tenants.beta, 'failed'],
      ]),
    )

    // Nothing is due again until the next run.
    expect(await sendDueReports(cms.payload, NOW)).toEqual({
      sent: [],
      failed: [{ id: broken, error: expect.any(String) }],
    })
    expect(smtp.received).toHaveLength(3)
  })

  it('records each failure and stops a schedule after the limit', async () => {
    // Two failures so far (the runs above); one more reaches the limit.
    let doc = await cms.payload.findByID({ collection: 'report-schedules', id: broken })
    expect(doc).toMatchObject({
      status: 'active',
      failureCount: 2,
      nextRunAt: RUN_AT,
      lastError: expect.stringMatching(/^E[A-Z]+$/),
    })
    expect(REPORT_FAILURE_LIMIT).toBe(3)
    await sendDueReports(cms.payload, NOW)
    doc = await cms.payload.findByID({ collection: 'report-schedules', id: broken })
    expect(doc).toMatchObject({ status: 'error', failureCount: 3 })
    // Beta's community manager was told of each failure; the last one says the schedule stopped.
    const { docs: told } = await cms.payload.find({
      collection: 'vp-notifications',
      where: { type: { equals: 'report_failed' } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
      pagination: false,
    })
    expect(told.map((notice) => [notice.recipient, notice.tenant, notice.severity])).toEqual([
      [betaManager, cms.tenants.beta, 'warning'],
      [betaManager, cms.tenants.beta, 'warning'],
      [betaManager, cms.tenants.beta, 'error'],
    ])
    expect(told.at(-1)!.message).toContain('Der Berichtsplan ist angehalten')
    expect(told.at(-1)!.messageEn).toContain('The schedule is stopped')
    expect((await sendDueReports(cms.payload, NOW)).failed).toEqual([])
    // A manager activating it again clears the failures and plans the next run from now.
    doc = await cms.payload.update({ collection: 'report-schedules', id: broken, data: { status: 'active' } })
    expect(doc).toMatchObject({ status: 'active', failureCount: 0, lastError: null })
    expect(Date.parse(doc.nextRunAt!)).toBeGreaterThan(Date.now())
  })

  it('answers 401 without the right cron secret, and runs with it (GET and POST)', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${cronSecret}x`,
      cronSecret,
      `Basic ${cronSecret}`,
    ]) {
      const response = await api(cms.url, '/api/cron/send-reports', { headers: authorization ? { authorization } : {} })
      expect(response.status, authorization).toBe(401)
      expect(response.json).toEqual({ errors: [{ message: expect.any(String) }] })
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
    }
    const english = await api(cms.url, '/api/cron/send-reports', {
      method: 'POST',
      headers: { authorization: 'Bearer nope', 'accept-language': 'en' },
    })
    expect(english.json.errors[0].message).toBe('Missing or wrong cron secret')
    expect(smtp.received).toHaveLength(3)

    // With the secret: the alpha schedules are due again (their next run, 2026-03-30, lies in the past).
    const run = await api(cms.url, '/api/cron/send-reports', { headers: { authorization: `Bearer ${cronSecret}` } })
    expect(run.status, run.text).toBe(200)
    expect(run.json.sent.sort()).toEqual([schedules.pdf, schedules.csv, schedules.html].sort())
    expect(smtp.received).toHaveLength(6)
    const after = await cms.payload.findByID({ collection: 'report-schedules', id: schedules.html })
    expect(Date.parse(after.nextRunAt!)).toBeGreaterThan(Date.now())
    const again = await api(cms.url, '/api/cron/send-reports', {
      method: 'POST',
      headers: { authorization: `Bearer ${cronSecret}` },
    })
    expect(again.status).toBe(200)
    expect(again.json.sent).toEqual([])
  })
})
