import type { CollectionConfig } from 'payload'
import { auditLogReaders } from '@/access/logAccess'
import { platformLog } from '@/collections/presets/platformLog'
import { JSON_VIEW } from '@/fields/jsonView'
import { normalizeSocketAddress } from '@agency-platform/shared/clientAddress'

/**
 * Who changed which user or tenant and every login attempt. Entries are written only by the
 * server (src/lib/audit); through the API they are read-only for everyone.
 */
export const AuditLogs: CollectionConfig = platformLog({
  slug: 'audit-logs',
  labels: { singular: { de: 'Audit-Eintrag', en: 'Audit entry' }, plural: { de: 'Audit-Log', en: 'Audit log' } },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['createdAt', 'action', 'collection', 'label', 'actorEmail', 'ip'],
    description: {
      de: 'Nur lesbar. Sensible Werte sind maskiert (***).',
      en: 'Read-only. Sensitive values are masked (***).',
    },
  },
  read: auditLogReaders,
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      // `sync`: a community comment sync of one account, with its counts; `rule`: the actions a community rule took.
      options: ['create', 'update', 'delete', 'login', 'login-failed', 'sync', 'rule'].map((value) => ({
        label: value,
        value,
      })),
    },
    {
      name: 'collection',
      type: 'text',
      required: true,
      index: true,
      admin: { components: { Cell: '@/admin/auditLog/CollectionLabelCell#CollectionLabelCell' } },
    },
    { name: 'documentId', type: 'text', index: true },
    { name: 'label', type: 'text' },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'actorEmail', type: 'text', index: true },
    // Set when the acting user is erased: their entries stay together without naming them (src/lib/audit/eraseUser.ts).
    {
      name: 'actorPseudonym',
      type: 'text',
      index: true,
      label: { de: 'Pseudonym des Auslösers', en: 'Actor pseudonym' },
    },
    // The tenants whose admins may read the entry.
    { name: 'tenants', type: 'relationship', relationTo: 'tenants', hasMany: true, index: true },
    // Read-only here, so no code editor (Payload's loads Monaco from a CDN).
    { name: 'changes', type: 'json', admin: { components: { Field: JSON_VIEW } } },
    {
      name: 'ip',
      type: 'text',
      // New entries are written in plain IPv4 form (@agency-platform/shared/clientAddress); older rows may
      // still hold the IPv4-mapped IPv6 spelling (`::ffff:127.0.0.1`) and are shown the same way.
      hooks: {
        afterRead: [({ value }) => (typeof value === 'string' && value !== '' ? normalizeSocketAddress(value) : value)],
      },
    },
    { name: 'userAgent', type: 'text' },
  ],
})
