import type { Endpoint } from 'payload'
import { sendDueReports } from '@/modules/community/lib/reports/sendDueReports'
import { endpoint } from '@/endpoints/endpoint'

const sendReports = (method: 'get' | 'post') =>
  endpoint({ path: '/cron/send-reports', method, auth: 'cron' }, ({ req }) => sendDueReports(req.payload, new Date()))

/** `/api/cron/send-reports` (hourly, `0 * * * *`): mails every due report schedule. GET for cron services that only send GET. */
export const sendReportsEndpoints: Endpoint[] = [sendReports('get'), sendReports('post')]
