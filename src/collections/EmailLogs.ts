import type { CollectionConfig } from 'payload'
import { superAdminOnly } from '@/access/isSuperAdmin'
import { emailLogReaders } from '@/access/logAccess'
import { nobody } from '@/access/nobody'
import { emailLogsExportEndpoint } from '@/endpoints/emailLogsExport'
import { emailLogsStatsEndpoint } from '@/endpoints/emailLogsStats'
import { ADMIN_GROUPS } from '@/collections/presets/adminGroups'

/** One entry per e-mail send attempt (src/lib/email). Nobody edits them; only super admins delete. */
export const EmailLogs: CollectionConfig = {
  slug: 'email-logs',
  labels: { singular: { de: 'E-Mail-Protokoll', en: 'E-mail log' }, plural: { de: 'E-Mail-Protokolle', en: 'E-mail logs' } },
  admin: {
    group: ADMIN_GROUPS.platform,
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'status', 'to', 'subject', 'source', 'tenant'],
  },
  access: { read: emailLogReaders, create: nobody, update: nobody, delete: superAdminOnly },
  defaultSort: '-createdAt',
  endpoints: [emailLogsExportEndpoint, emailLogsStatsEndpoint],
  indexes: [{ fields: ['tenant', 'createdAt'] }],
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', index: true },
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'source', type: 'text', required: true, index: true, admin: { description: { de: 'Auslöser: send-email, form-submission, form-email, alert, …', en: 'send-email, form-submission, form-email, alert, …' } } },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: { de: 'Gesendet', en: 'Sent' }, value: 'sent' },
        { label: { de: 'Fehlgeschlagen', en: 'Failed' }, value: 'failed' },
      ],
    },
    {
      name: 'via',
      type: 'select',
      options: [
        { label: { de: 'Mandanten-SMTP', en: 'Tenant SMTP' }, value: 'tenant' },
        { label: { de: 'Globaler Versand', en: 'Global adapter' }, value: 'global' },
      ],
    },
    { name: 'error', type: 'textarea' },
    { name: 'messageId', type: 'text' },
    { name: 'sentBy', type: 'relationship', relationTo: 'users' },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
