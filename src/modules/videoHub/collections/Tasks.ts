import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { row } from '@/fields/layout'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { hubAccess, hubAccessOwnedOr, hubCan } from '@/modules/videoHub/access/videoHub'
import { videoHubTool } from '@/modules/videoHub/collections/videoHubTool'
import { selectOptions } from '@/fields/selectOptions'
import type { VpTasks as Task } from '@/payload-types'
import { completeTaskEndpoint, myTasksEndpoint } from '@/modules/videoHub/endpoints/tasks'
import { recipientsOf } from '@/modules/videoHub/lib/notifications'
import { notifyRecipients } from '@/lib/notifications/notifyRecipients'
import { TASK_STATUS_LABELS, TASK_STATUSES } from '@/modules/videoHub/lib/tasks'
import { contentStatusOptions } from './fields'
import { titleField } from '@/fields/presentation'
import { changedFields } from '@/modules/videoHub/lib/fieldLocks'

/** Tell a newly assigned user (not when they assigned themselves). */
const notifyAssignee: CollectionAfterChangeHook<Task> = async ({ doc, previousDoc, req }) => {
  const assignee = tenantIdOf(doc.assignee)
  if (assignee === undefined || assignee === null || String(assignee) === String(tenantIdOf(previousDoc?.assignee)))
    return doc
  await notifyRecipients(
    req.payload,
    recipientsOf([assignee], req.user?.id),
    {
      type: 'task_assigned',
      tenant: tenantIdOf(doc.tenant)!,
      title: { de: `Neue Aufgabe: „${doc.title}“`, en: `New task: “${doc.title}”` },
      related: { content: tenantIdOf(doc.content), task: doc.id },
    },
    req,
  )
  return doc
}

/** What an assignee without `tasks.manage` may change: the progress, not the task itself. */
const ASSIGNEE_WRITABLE = [
  'status',
  'checklist',
  'tenant',
  'id',
  'createdAt',
  'updatedAt',
  'stage',
  'generationKey',
  'completedAt',
  'overdueNotifiedAt',
]

/**
 * A task stays on its content (the stage report counts a content's tasks, so moving one away would
 * complete the stage); assignees only work it off: status and checklist ticks, not the items' labels.
 */
const guardTaskChanges: CollectionBeforeChangeHook<Task> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const errors: { path: string; message: string }[] = []
  if (changedFields({ content: data.content }, originalDoc, []).length > 0) {
    errors.push({
      path: 'content',
      message: localizedMessage(req, {
        de: 'Eine Aufgabe bleibt bei ihrem Video-Inhalt.',
        en: 'A task stays with its video content.',
      }),
    })
  }
  if (req.user && !hubCan(req.user, 'tasks.manage', originalDoc.tenant)) {
    const labels = (rows: Task['checklist']) => (rows ?? []).map((row) => row.label)
    const changed = changedFields(data, originalDoc, [...ASSIGNEE_WRITABLE, 'content'])
    if (
      data.checklist &&
      changedFields({ checklist: labels(data.checklist) }, { checklist: labels(originalDoc.checklist) }, []).length > 0
    )
      changed.push('checklist')
    const message = localizedMessage(req, {
      de: 'Als zuständige Person ändern Sie nur den Status und die Checkliste.',
      en: 'As the assignee you change only the status and the checklist.',
    })
    errors.push(...changed.map((path) => ({ path, message })))
  }
  if (errors.length > 0) throw new ValidationError({ collection: 'vp-tasks', errors, req })
  return data
}

const serverSet = {
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
} as const

/** A to-do on one content, by hand or generated from a checklist template when the content changes status. */
export const VpTasks = videoHubTool({
  slug: 'vp-tasks',
  labels: { singular: { de: 'Aufgabe', en: 'Task' }, plural: { de: 'Aufgaben', en: 'Tasks' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'content', 'assignee', 'dueDate', 'status'] },
  write: hubAccessOwnedOr('tasks.manage', 'tasks.editAssigned', ['assignee']),
  access: { create: hubAccess('tasks.manage'), delete: hubAccess('tasks.manage') },
  endpoints: [myTasksEndpoint, completeTaskEndpoint],
  relations: { content: { collection: 'video-platform-content' }, assignee: { collection: 'users' } },
  hooks: {
    beforeChange: [
      guardTaskChanges,
      // A new due date may fall due again: the overdue notice is sent anew then.
      ({ data, originalDoc }) => {
        const time = (date: string | null | undefined) => (date ? new Date(date).getTime() : null)
        if (originalDoc && data.dueDate !== undefined && time(data.dueDate) !== time(originalDoc.dueDate))
          data.overdueNotifiedAt = null
        return data
      },
    ],
    afterChange: [notifyAssignee],
  },
  fields: [
    titleField({ localized: false, maxLength: 300 }),
    { name: 'description', type: 'textarea', maxLength: 2000, label: { de: 'Beschreibung', en: 'Description' } },
    {
      name: 'content',
      type: 'relationship',
      relationTo: 'video-platform-content',
      required: true,
      index: true,
      label: { de: 'Video-Inhalt', en: 'Video content' },
    },
    row([
      {
        name: 'assignee',
        type: 'relationship',
        relationTo: 'users',
        index: true,
        label: { de: 'Zuständig', en: 'Assignee' },
      },
      { name: 'dueDate', type: 'date', index: true, label: { de: 'Fällig am', en: 'Due date' } },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'open',
        index: true,
        options: selectOptions(TASK_STATUSES, TASK_STATUS_LABELS),
        label: { de: 'Status', en: 'Status' },
      },
    ]),
    {
      name: 'checklist',
      type: 'array',
      maxRows: 50,
      label: { de: 'Checkliste', en: 'Checklist' },
      labels: { singular: { de: 'Punkt', en: 'Item' }, plural: { de: 'Punkte', en: 'Items' } },
      fields: [
        row([
          { name: 'label', type: 'text', required: true, maxLength: 300, label: { de: 'Punkt', en: 'Item' } },
          { name: 'done', type: 'checkbox', defaultValue: false, label: { de: 'Erledigt', en: 'Done' } },
        ]),
      ],
    },
    { name: 'stage', type: 'select', options: contentStatusOptions, label: { de: 'Phase', en: 'Stage' }, ...serverSet },
    // One generated task per content and template item: the unique index refuses a second one.
    {
      name: 'generationKey',
      type: 'text',
      unique: true,
      label: { de: 'Erzeugt aus Vorlage', en: 'Generated from template' },
      ...serverSet,
      admin: { hidden: true },
    },
    { name: 'completedAt', type: 'date', label: { de: 'Erledigt am', en: 'Completed at' }, ...serverSet },
    {
      name: 'overdueNotifiedAt',
      type: 'date',
      label: { de: 'Überfällig gemeldet am', en: 'Overdue notice sent' },
      ...serverSet,
    },
  ],
})
