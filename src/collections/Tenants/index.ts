import type { Access, CollectionConfig } from 'payload'
import { row } from '@/fields/layout'
import { authenticated } from '@/access/authenticated'
import { isSuperAdmin, superAdminOnly, superAdminOnlyField } from '@/access/isSuperAdmin'
import { nobodyField } from '@/access/nobody'
import { tenantIdsWithRole } from '@/access/tenantRoles'
import { tenantExportEndpoint } from '@/endpoints/tenantExport'
import { auditAfterChange, auditAfterDelete, type AuditDescriber } from '@/lib/audit/hooks'
import { MASK } from '@/lib/audit/diff'
import { refreshAllowedOrigins } from '@/lib/security/allowedOrigins'
import { guardTenantDelete } from './hooks/guardTenantDelete'
import { encryptSmtpPassword } from './hooks/smtpPassword'
import { moduleAndBrandFields } from './moduleAndBrandFields'
import { ADMIN_GROUPS } from '@/collections/presets/adminGroups'

/** Tenant settings: super admins, and admins of that tenant. */
const tenantAdminsOfThisTenant: Access = ({ req }) => {
  if (!req.user) return false
  if (isSuperAdmin(req.user)) return true
  const ids = tenantIdsWithRole(req.user, ['admin'])
  return ids.length > 0 ? { id: { in: ids } } : false
}

const audit: AuditDescriber = {
  label: (doc) => String(doc.name ?? doc.id),
  // A deleted tenant cannot be referenced any more; its entry stays visible to super admins.
  tenants: (doc, _previous, operation) => (operation === 'delete' ? [] : [Number(doc.id)]),
  extraChanges: (req) => ({
    ...(req.context.smtpPasswordChanged ? { 'smtp.password': { from: MASK, to: MASK } } : {}),
    ...(typeof req.context.tenantExportFile === 'string'
      ? { exportFile: { from: null, to: req.context.tenantExportFile } }
      : {}),
  }),
}

const email = (name: string, label: Record<'de' | 'en', string>) => ({ name, type: 'email' as const, label })

export const Tenants: CollectionConfig = {
  slug: 'tenants',
  labels: { singular: { de: 'Mandant', en: 'Tenant' }, plural: { de: 'Mandanten', en: 'Tenants' } },
  admin: { useAsTitle: 'name', group: ADMIN_GROUPS.platform, defaultColumns: ['name', 'slug', 'defaultLocale'] },
  access: {
    create: superAdminOnly,
    delete: superAdminOnly,
    // The multi-tenant plugin limits reads to the user's own tenants.
    read: authenticated,
    update: tenantAdminsOfThisTenant,
  },
  endpoints: [tenantExportEndpoint],
  hooks: {
    beforeChange: [encryptSmtpPassword],
    // Tenant domains are allowed origins for CSRF/CORS (src/lib/security/allowedOrigins.ts).
    afterChange: [auditAfterChange(audit), ({ req }) => refreshAllowedOrigins(req.payload, req)],
    beforeDelete: [guardTenantDelete],
    afterDelete: [auditAfterDelete(audit), ({ req }) => refreshAllowedOrigins(req.payload, req)],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      // Slug and domains route public traffic: only super admins change them.
      access: { update: superAdminOnlyField },
      validate: (value: string | null | undefined) =>
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value ?? '') || 'Lowercase letters, digits and hyphens only',
    },
    {
      name: 'domains',
      type: 'array',
      access: { update: superAdminOnlyField },
      fields: [{ name: 'domain', type: 'text', required: true, unique: true, index: true }],
    },
    {
      name: 'defaultLocale',
      type: 'select',
      defaultValue: 'de',
      options: [
        { label: 'Deutsch', value: 'de' },
        { label: 'English', value: 'en' },
      ],
    },
    ...moduleAndBrandFields,
    {
      name: 'smtp',
      type: 'group',
      label: { de: 'E-Mail-Versand (SMTP)', en: 'E-mail (SMTP)' },
      admin: {
        description: {
          de: 'Ohne Host wird über den globalen Versand gesendet. Änderungen gelten sofort für alle App-Instanzen.',
          en: 'Without a host, mail goes through the global adapter. Changes apply at once on every app instance.',
        },
      },
      fields: [
        row([
          // Where mail (and the stored password) goes, and whether over TLS: super admins only, so a
          // tenant admin can neither probe ports nor send the password elsewhere or in clear text.
          { name: 'host', type: 'text', access: { update: superAdminOnlyField } },
          {
            name: 'port',
            type: 'number',
            min: 1,
            max: 65535,
            defaultValue: 587,
            access: { update: superAdminOnlyField },
          },
          {
            name: 'secure',
            type: 'checkbox',
            defaultValue: false,
            access: { update: superAdminOnlyField },
            admin: { description: { de: 'TLS von Anfang an (Port 465)', en: 'TLS from the start (port 465)' } },
          },
        ]),
        { name: 'user', type: 'text' },
        {
          name: 'password',
          type: 'text',
          // Never stored in this column (see hooks/smtpPassword.ts), never returned.
          virtual: true,
          hooks: { afterRead: [() => undefined] },
          admin: { components: { Field: '@/collections/Tenants/components/SmtpPasswordField#SmtpPasswordField' } },
        },
        {
          name: 'passwordEncrypted',
          type: 'text',
          hidden: true,
          access: { read: () => false, create: nobodyField, update: nobodyField },
        },
        {
          name: 'passwordSet',
          type: 'checkbox',
          defaultValue: false,
          admin: { readOnly: true, hidden: true },
          access: { create: nobodyField, update: nobodyField },
        },
        row([
          { name: 'fromName', type: 'text', label: { de: 'Absendername', en: 'From name' } },
          email('fromAddress', { de: 'Absenderadresse', en: 'From address' }),
          email('replyTo', { de: 'Antwortadresse', en: 'Reply-to' }),
        ]),
        {
          ...email('notificationEmail', {
            de: 'Empfänger für Formular-Benachrichtigungen',
            en: 'Form notifications to',
          }),
          admin: {
            description: {
              de: 'Fällt auf die Antwort- bzw. Absenderadresse zurück.',
              en: 'Falls back to reply-to, then from address.',
            },
          },
        },
      ],
    },
  ],
}
