import type { Payload, Where } from 'payload'
import { tenantIdsWithModule } from '@/access/moduleAccess'
import { keysetPages } from '@/lib/db/keysetPages'
import { deliverEmail, type EmailAttachment } from '@/lib/email/deliverEmail'
import type { ReportSchedule } from '@/payload-types'
import { notifyManagers } from '../notifyManagers'
import { reportDocument, reportFigures, type ReportInteraction } from './aggregate'
import { renderReportCsv, renderReportHtml, renderReportPdf } from './render'
import { nextRun, reportPeriod } from './schedule'

/** Failed runs in a row after which a schedule stops (status `error`) until a manager activates it again. */
export const REPORT_FAILURE_LIMIT = 3
const PAGE = 1000
const SCHEDULES_PER_RUN = 200

const INTERACTION_FIELDS = {
  platform: true,
  status: true,
  publishedAt: true,
  createdAt: true,
  respondedAt: true,
  likeCount: true,
  videoId: true,
  videoTitle: true,
  sentiment: true,
} as const

/** The tenant's interactions published in the period (keyset pages by id, only the fields a report reads). */
export async function periodInteractions(
  payload: Payload,
  tenant: number,
  period: { from: Date; to: Date },
): Promise<ReportInteraction[]> {
  const where: Where = {
    and: [
      { tenant: { equals: tenant } },
      { publishedAt: { greater_than_equal: period.from.toISOString() } },
      { publishedAt: { less_than: period.to.toISOString() } },
    ],
  }
  const items: ReportInteraction[] = []
  for await (const docs of keysetPages(payload, 'community-interactions', where, PAGE, {
    depth: 0,
    overrideAccess: true,
    select: INTERACTION_FIELDS,
  })) {
    items.push(...(docs as ReportInteraction[]))
  }
  return items
}

const MAIL_TEXT = {
  subject: { de: 'Community-Bericht', en: 'Community report' },
  attached: { de: 'Der Bericht ist als Anhang beigefügt.', en: 'The report is attached.' },
}

/** Renders one schedule's report for its run at `runAt` and mails it to every recipient through the tenant's e-mail. */
async function sendReport(payload: Payload, schedule: ReportSchedule, tenant: number, runAt: Date) {
  const period = reportPeriod(schedule, runAt)
  const figures = reportFigures(await periodInteractions(payload, tenant, period))
  const locale = schedule.locale
  const report = reportDocument(schedule.reportType, figures, { ...period, timeZone: schedule.timeZone }, locale)
  const html = renderReportHtml(report, locale)
  const stamp = runAt.toISOString().slice(0, 10)
  const filename = `community-report-${schedule.reportType}-${stamp}`
  const attachments: EmailAttachment[] = []
  if (schedule.format === 'pdf')
    attachments.push({
      filename: `${filename}.pdf`,
      content: await renderReportPdf(report),
      contentType: 'application/pdf',
    })
  if (schedule.format === 'csv')
    attachments.push({
      filename: `${filename}.csv`,
      content: renderReportCsv(report),
      contentType: 'text/csv; charset=utf-8',
    })
  const intro = `${report.title} – ${report.subtitle}`
  return deliverEmail(payload, {
    tenantId: tenant,
    to: schedule.recipients.map((recipient) => recipient.email),
    subject: `${MAIL_TEXT.subject[locale]}: ${schedule.name}`,
    html: schedule.format === 'html' ? html : undefined,
    text: schedule.format === 'html' ? undefined : `${intro}\n\n${MAIL_TEXT.attached[locale]}`,
    attachments,
    source: 'community-report',
  })
}

export type SendReportsResult = { sent: number[]; failed: { id: number; error: string }[] }

/**
 * Sends every active schedule whose next run is due at `now`, then moves its next run on (missed
 * runs are not caught up: one report per call). A failure keeps the next run, so the next hourly
 * call tries again, and counts; after REPORT_FAILURE_LIMIT failures in a row the schedule stops.
 * Schedules of tenants whose community module is off wait, untouched, until it is switched on again.
 */
export async function sendDueReports(payload: Payload, now: Date = new Date()): Promise<SendReportsResult> {
  const tenants = await tenantIdsWithModule(payload, 'community')
  if (tenants.length === 0) return { sent: [], failed: [] }
  const { docs } = await payload.find({
    collection: 'report-schedules',
    where: {
      and: [
        { status: { equals: 'active' } },
        { nextRunAt: { less_than_equal: now.toISOString() } },
        { tenant: { in: tenants } },
      ],
    },
    sort: 'nextRunAt',
    limit: SCHEDULES_PER_RUN,
    depth: 0,
    overrideAccess: true,
  })
  const result: SendReportsResult = { sent: [], failed: [] }
  for (const schedule of docs) {
    const tenant = typeof schedule.tenant === 'object' ? schedule.tenant?.id : schedule.tenant
    let error: string | undefined
    try {
      if (!tenant) throw Object.assign(new Error('schedule without tenant'), { code: 'ENOTENANT' })
      const delivery = await sendReport(payload, schedule, tenant, new Date(schedule.nextRunAt!))
      if (delivery.status === 'failed') error = delivery.error ?? 'EDELIVERY'
    } catch (caught) {
      // Only a code is stored: the schedule is readable by every report viewer of the tenant.
      const code = (caught as { code?: unknown }).code
      error = typeof code === 'string' ? code : 'EREPORT'
      payload.logger.error({ err: caught, scheduleId: schedule.id }, 'building the community report failed')
    }
    if (error) {
      const failureCount = (schedule.failureCount ?? 0) + 1
      await payload.update({
        collection: 'report-schedules',
        id: schedule.id,
        overrideAccess: true,
        depth: 0,
        data: {
          lastError: error,
          failureCount,
          ...(failureCount >= REPORT_FAILURE_LIMIT ? { status: 'error' as const } : {}),
        },
      })
      if (tenant) {
        const stopped = failureCount >= REPORT_FAILURE_LIMIT
        await notifyManagers(payload, 'community', {
          tenant,
          type: 'report_failed',
          severity: stopped ? 'error' : 'warning',
          message: {
            de: `„${schedule.name}“ wurde nicht gesendet (${error}).${stopped ? ' Der Berichtsplan ist angehalten, bis Sie ihn wieder aktivieren.' : ' Der nächste Versuch folgt beim nächsten Lauf.'}`,
            en: `“${schedule.name}” was not sent (${error}).${stopped ? ' The schedule is stopped until you activate it again.' : ' It is tried again at the next run.'}`,
          },
        })
      }
      result.failed.push({ id: schedule.id, error })
    } else {
      await payload.update({
        collection: 'report-schedules',
        id: schedule.id,
        overrideAccess: true,
        depth: 0,
        data: {
          lastRunAt: now.toISOString(),
          nextRunAt: nextRun(schedule, now).toISOString(),
          lastError: null,
          failureCount: 0,
        },
      })
      result.sent.push(schedule.id)
    }
  }
  return result
}
