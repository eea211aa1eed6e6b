import type { CollectionConfig } from 'payload'
import { labelledOptions } from '@/fields/selectOptions'
import { superAdminOnly } from '@/access/isSuperAdmin'
import { emailLogReaders } from '@/access/logAccess'
import { emailLogsExportEndpoint } from '@/endpoints/emailLogsExport'
import { emailLogsStatsEndpoint } from '@/endpoints/emailLogsStats'
import { platformLog } from '@/collections/presets/platformLog'
import { dateTimeField } from '@/fields/dateTime'

/** One entry per e-mail send attempt (src/lib/email). Nobody edits them; only super admins delete. */
export const EmailLogs: CollectionConfig = platformLog({
  slug: 'email-logs',
  labels: {
    singular: { de: 'E-Mail-Protokoll', en: 'E-mail log' },
    plural: { de: 'E-Mail-Protokolle', en: 'E-mail logs' },
  },
  admin: { useAsTitle: 'subject', defaultColumns: ['createdAt', 'status', 'to', 'subject', 'source', 'tenant'] },
  read: emailLogReaders,
  remove: superAdminOnly,
  endpoints: [emailLogsExportEndpoint, emailLogsStatsEndpoint],
  indexes: [{ fields: ['tenant', 'createdAt'] }],
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', index: true },
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    {
      name: 'source',
      type: 'text',
      required: true,
      index: true,
      admin: {
        description: {
          de: 'Auslöser: send-email, form-submission, form-email, alert, …',
          en: 'send-email, form-submission, form-email, alert, …',
        },
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: labelledOptions({
        sent: { de: 'Gesendet', en: 'Sent' },
        failed: { de: 'Fehlgeschlagen', en: 'Failed' },
      }),
    },
    {
      name: 'via',
      type: 'select',
      options: labelledOptions({
        tenant: { de: 'Mandanten-SMTP', en: 'Tenant SMTP' },
        global: { de: 'Globaler Versand', en: 'Global adapter' },
      }),
    },
    { name: 'error', type: 'textarea' },
    { name: 'messageId', type: 'text' },
    { name: 'sentBy', type: 'relationship', relationTo: 'users' },
    dateTimeField({ name: 'sentAt' }),
  ],
})
