import type { Endpoint, PayloadHandler } from 'payload'
import { sendDueReports } from '@/modules/community/lib/reports/sendDueReports'
import { cronUnauthorized, hasCronSecret } from '@/endpoints/cron/cronAuth'

const handler: PayloadHandler = async (req) => {
  if (!hasCronSecret(req)) return cronUnauthorized(req)
  return Response.json(await sendDueReports(req.payload, new Date()))
}

/** `/api/cron/send-reports` (hourly, `0 * * * *`): mails every due report schedule. GET for cron services that only send GET. */
export const sendReportsEndpoints: Endpoint[] = [
  { path: '/cron/send-reports', method: 'get', handler },
  { path: '/cron/send-reports', method: 'post', handler },
]
