import type { Field } from 'payload'
import { nobodyField } from '@/access/nobody'
import { communityTool } from '@/modules/community/collections/communityTool'
import { selectOptions } from '@/fields/selectOptions'
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES } from '@/modules/community/lib/vocabulary'
import { TOKEN_KINDS } from '@/modules/community/lib/accountTokens'
import { sealTokens } from './hooks/sealTokens'
import { nameField } from '@/fields/presentation'
import { dateTimeField } from '@/fields/dateTime'

const TOKEN_LABELS = {
  accessToken: { de: 'Zugriffstoken', en: 'Access token' },
  refreshToken: { de: 'Aktualisierungstoken', en: 'Refresh token' },
} as const

/** Per token kind: the write-only input, its hidden ciphertext and a read-only "is set" flag. */
const tokenFields = (kind: (typeof TOKEN_KINDS)[number]): Field[] => [
  {
    name: kind,
    type: 'text',
    label: TOKEN_LABELS[kind],
    virtual: true,
    hooks: { afterRead: [() => undefined] },
    admin: {
      description: {
        de: 'Wird verschlüsselt gespeichert und nie wieder angezeigt.',
        en: 'Stored encrypted and never shown again.',
      },
    },
  },
  {
    name: `${kind}Sealed`,
    type: 'text',
    hidden: true,
    access: { read: () => false, create: nobodyField, update: nobodyField },
  },
  {
    name: `${kind}Set`,
    type: 'checkbox',
    defaultValue: false,
    admin: { readOnly: true, hidden: true },
    access: { create: nobodyField, update: nobodyField },
  },
]

/** A connected channel, page or profile. Its OAuth tokens are write-only for everyone (src/modules/community/lib/accountTokens.ts). */
export const SocialAccounts = communityTool({
  slug: 'social-accounts',
  labels: {
    singular: { de: 'Social-Media-Konto', en: 'Social account' },
    plural: { de: 'Social-Media-Konten', en: 'Social accounts' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'platform', 'status', 'tokenExpiresAt', 'lastSyncAt', 'lastError'],
    components: { beforeListTable: ['@/modules/community/admin/AccountConnect#AccountConnect'] },
  },
  capabilities: { read: 'interactions.view', write: 'accounts.manage' },
  hooks: { beforeChange: [sealTokens] },
  indexes: [{ fields: ['tenant', 'platform', 'externalId'], unique: true }],
  fields: [
    nameField({ localized: false, maxLength: 200 }),
    {
      name: 'platform',
      type: 'relationship',
      relationTo: 'social-platforms',
      required: true,
      label: { de: 'Plattform', en: 'Platform' },
    },
    {
      name: 'externalId',
      type: 'text',
      required: true,
      maxLength: 200,
      label: { de: 'Plattform-ID', en: 'Platform id' },
      admin: {
        description: {
          de: 'Kanal-, Seiten- oder Profil-ID auf der Plattform',
          en: 'Channel, page or profile id on the platform',
        },
      },
    },
    { name: 'handle', type: 'text', maxLength: 200, label: { de: 'Handle', en: 'Handle' } },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'connected',
      label: { de: 'Status', en: 'Status' },
      options: selectOptions(ACCOUNT_STATUSES, ACCOUNT_STATUS_LABELS),
      admin: { position: 'sidebar' },
    },
    ...TOKEN_KINDS.flatMap(tokenFields),
    dateTimeField({
      name: 'tokenExpiresAt',
      label: { de: 'Token gültig bis', en: 'Token expires at' },
      admin: { position: 'sidebar' },
    }),
    { name: 'scopes', type: 'text', hasMany: true, label: { de: 'Berechtigungen', en: 'Scopes' } },
    {
      name: 'lastSyncAt',
      type: 'date',
      label: { de: 'Zuletzt synchronisiert', en: 'Last synced' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'lastError',
      type: 'text',
      label: { de: 'Letzter Fehler', en: 'Last error' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'syncNow',
      type: 'ui',
      label: { de: 'Jetzt synchronisieren', en: 'Sync now' },
      admin: {
        position: 'sidebar',
        components: { Field: '@/modules/community/admin/AccountSync.client#AccountSync' },
      },
    },
  ],
})
