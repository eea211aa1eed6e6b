import type { Endpoint } from 'payload'
import { sendDueReports } from '@/lib/community/reports/sendDueReports'
import { endpoint } from '../endpoint'

const sendReports = (method: 'get' | 'post') =>
  endpoint({ path: '/cron/send-reports', method, auth: 'cron' }, ({ req }) => sendDueReports(req.payload, new Date()))

/** `/api/cron/send-reports` (hourly, `0 * * * *`): mails every due report schedule. GET for cron services that only send GET. */
export const sendReportsEndpoints: Endpoint[] = [sendReports('get'), sendReports('post')]
