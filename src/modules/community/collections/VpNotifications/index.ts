import type { Access, Field, FieldAccess, FieldHook } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'
import { tenantTool } from '@/collections/presets/tenantTool'
import { readAllEndpoint } from './readAll'
import { selectOptions } from '@/fields/selectOptions'
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  SEVERITIES,
  SEVERITY_LABELS,
} from '@/modules/community/lib/vocabulary'

/** Notifications are personal: each recipient reads, marks and deletes their own. */
const ownNotifications: Access = ({ req }) => {
  if (!req.user) return false
  return isSuperAdmin(req.user) || { recipient: { equals: req.user.id } }
}

/** Only the read state changes after creation; everything else is written by the server. */
const serverWritten: FieldAccess = () => false
const fixed = { access: { create: serverWritten, update: serverWritten }, admin: { readOnly: true } } as const

/**
 * A server-written text stored in German (`name`) and English (`<name>En`, lib/notifications/notifyRecipients.ts
 * storedText), shown to each reader in their admin (or Accept-Language) language.
 */
const readerLanguageText = (
  name: 'title' | 'message',
  type: 'text' | 'textarea',
  label: { de: string; en: string },
  required = false,
): Field[] => {
  const twin = `${name}En`
  const inReaderLanguage: FieldHook = ({ value, siblingData, req }) =>
    req?.i18n?.language === 'en' && typeof siblingData?.[twin] === 'string' && siblingData[twin]
      ? siblingData[twin]
      : value
  return [
    // `type` is one of two text types: spelled as a union, TypeScript cannot pick the field variant.
    { name, type, required, label, ...fixed, hooks: { afterRead: [inReaderLanguage] } } as Field,
    {
      name: twin,
      type,
      access: { create: serverWritten, update: serverWritten },
      admin: { readOnly: true, hidden: true },
    } as Field,
  ]
}

/**
 * In-app notifications of the community module and the video hub. Created by server code only
 * (token refresh, rules, sync, hub events), one entry per recipient.
 */
export const VpNotifications = tenantTool({
  slug: 'vp-notifications',
  labels: {
    singular: { de: 'Benachrichtigung', en: 'Notification' },
    plural: { de: 'Benachrichtigungen', en: 'Notifications' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'severity', 'read', 'createdAt'],
    components: { beforeListTable: ['@/modules/community/collections/VpNotifications/MarkAllRead.client#MarkAllRead'] },
  },
  endpoints: [readAllEndpoint],
  read: ownNotifications,
  write: ownNotifications,
  access: { create: nobody },
  indexes: [{ fields: ['recipient', 'read'] }],
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      options: selectOptions(NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS),
      label: { de: 'Art', en: 'Type' },
      ...fixed,
    },
    {
      name: 'severity',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: selectOptions(SEVERITIES, SEVERITY_LABELS),
      label: { de: 'Schwere', en: 'Severity' },
      ...fixed,
    },
    ...readerLanguageText('title', 'text', { de: 'Titel', en: 'Title' }, true),
    ...readerLanguageText('message', 'textarea', { de: 'Nachricht', en: 'Message' }),
    {
      name: 'recipient',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: { de: 'Empfänger', en: 'Recipient' },
      ...fixed,
    },
    { name: 'read', type: 'checkbox', defaultValue: false, label: { de: 'Gelesen', en: 'Read' } },
    { name: 'readAt', type: 'date', label: { de: 'Gelesen am', en: 'Read at' } },
    {
      name: 'relatedAccount',
      type: 'relationship',
      relationTo: 'social-accounts',
      label: { de: 'Konto', en: 'Account' },
      ...fixed,
    },
    {
      name: 'relatedInteraction',
      type: 'relationship',
      relationTo: 'community-interactions',
      label: { de: 'Interaktion', en: 'Interaction' },
      ...fixed,
    },
    {
      name: 'relatedContent',
      type: 'relationship',
      relationTo: 'video-platform-content',
      label: { de: 'Video-Inhalt', en: 'Video content' },
      ...fixed,
    },
    {
      name: 'relatedTask',
      type: 'relationship',
      relationTo: 'vp-tasks',
      label: { de: 'Aufgabe', en: 'Task' },
      ...fixed,
    },
  ],
})
