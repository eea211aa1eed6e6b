import type { FieldAccess } from 'payload'
import { row } from '@/fields/layout'
import { hubAccess, hubAccessOwnedOr, hubCan } from '@/modules/videoHub/access/videoHub'
import { videoHubTool } from '@/modules/videoHub/collections/videoHubTool'
import { afterContentStatusChange, enforceContentRules } from './contentHooks'
import { channelField, contentStatusOptions, sameChannelOnly } from './fields'
import { titleField } from '@/fields/presentation'
import { itemListField } from '@/fields/lists'
import { dateTimeField } from '@/fields/dateTime'

/** Only managers record approvals (the state machine then allows `approved`). */
const managersOnly: FieldAccess = ({ req, data, doc }) =>
  hubCan(req.user, 'content.approve', data?.tenant ?? doc?.tenant)
const recordedByServer = { access: { create: () => false, update: () => false }, admin: { readOnly: true } } as const
const serverSet = { ...recordedByServer, admin: { readOnly: true, position: 'sidebar' } } as const

/** One video in the production pipeline, from idea to publication (statuses: src/modules/videoHub/lib/contentStateMachine.ts). */
export const VideoPlatformContent = videoHubTool({
  slug: 'video-platform-content',
  labels: {
    singular: { de: 'Video-Inhalt', en: 'Video content' },
    plural: { de: 'Video-Inhalte', en: 'Video content' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'channel', 'assignee', 'dueDate'] },
  write: hubAccessOwnedOr('content.editAll', 'content.editOwn', ['createdBy', 'assignee']),
  access: { create: hubAccess('content.create'), delete: hubAccess('content.delete') },
  relations: {
    channel: { collection: 'video-platform-channels' },
    series: { collection: 'vp-series', sameChannel: true },
    scriptTemplate: { collection: 'vp-script-templates' },
    assignee: { collection: 'users' },
  },
  hooks: {
    beforeChange: [enforceContentRules],
    afterChange: [afterContentStatusChange],
  },
  fields: [
    titleField({ localized: false, maxLength: 300 }),
    row([
      channelField(),
      {
        name: 'series',
        type: 'relationship',
        relationTo: 'vp-series',
        filterOptions: sameChannelOnly,
        label: { de: 'Serie', en: 'Series' },
      },
    ]),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'idea',
      index: true,
      options: contentStatusOptions,
      label: { de: 'Status', en: 'Status' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: { de: 'Zuständig', en: 'Assignee' },
      admin: { position: 'sidebar' },
    },
    { name: 'dueDate', type: 'date', label: { de: 'Fällig am', en: 'Due date' }, admin: { position: 'sidebar' } },
    dateTimeField({
      name: 'scheduledFor',
      index: true,
      label: { de: 'Geplante Veröffentlichung', en: 'Scheduled publication' },
      admin: { position: 'sidebar' },
    }),
    {
      name: 'publishedAt',
      type: 'date',
      label: { de: 'Veröffentlicht am', en: 'Published at' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'scriptTemplate',
      type: 'relationship',
      relationTo: 'vp-script-templates',
      label: { de: 'Skriptvorlage', en: 'Script template' },
    },
    { name: 'script', type: 'richText', label: { de: 'Skript', en: 'Script' } },
    itemListField(
      'approvals',
      { singular: { de: 'Genehmigung', en: 'Approval' }, plural: { de: 'Genehmigungen', en: 'Approvals' } },
      {
        maxRows: 20,
        access: { create: managersOnly, update: managersOnly },
        fields: [
          row([
            // Recorded by the server from the approving user and the time of the save.
            {
              name: 'approver',
              type: 'relationship',
              relationTo: 'users',
              label: { de: 'Genehmigt von', en: 'Approved by' },
              ...recordedByServer,
            },
            { name: 'approvedAt', type: 'date', label: { de: 'Genehmigt am', en: 'Approved at' }, ...recordedByServer },
          ]),
          { name: 'comment', type: 'textarea', maxLength: 2000, label: { de: 'Kommentar', en: 'Comment' } },
        ],
      },
    ),
    {
      name: 'rejectionReason',
      type: 'textarea',
      maxLength: 2000,
      label: { de: 'Ablehnungsgrund', en: 'Rejection reason' },
      admin: { condition: (data) => data?.status === 'rejected' },
    },
    {
      name: 'tasks',
      type: 'join',
      collection: 'vp-tasks',
      on: 'content',
      label: { de: 'Checkliste (Aufgaben)', en: 'Checklist (tasks)' },
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      label: { de: 'Erstellt von', en: 'Created by' },
      ...serverSet,
    },
    {
      name: 'stageTasksCompletedAt',
      type: 'date',
      label: { de: 'Aufgaben der Phase erledigt am', en: 'Stage tasks completed at' },
      ...serverSet,
    },
  ],
})
