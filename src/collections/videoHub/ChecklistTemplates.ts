import { hubAccess } from '@/access/videoHub'
import { row } from '@/fields/layout'
import { tenantTool } from '@/collections/presets/tenantTool'
import { sameTenantRelations } from '@/lib/videoHub/relationChecks'
import { channelField, contentStatusOptions } from './fields'

/** The tasks to create when a content enters a status (once per content and item: src/lib/videoHub/taskGeneration.ts). */
export const VpChecklistTemplates = tenantTool({
  slug: 'vp-checklist-templates',
  group: 'videoHub',
  typescript: { interface: 'VpChecklistTemplates' },
  labels: { singular: { de: 'Checklisten-Vorlage', en: 'Checklist template' }, plural: { de: 'Checklisten-Vorlagen', en: 'Checklist templates' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'status', 'channel'] },
  read: hubAccess('hub.read'),
  write: hubAccess('templates.manage'),
  hooks: { beforeChange: [sameTenantRelations({ channel: { collection: 'video-platform-channels' } })] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, label: { de: 'Name', en: 'Name' } },
    { name: 'status', type: 'select', required: true, index: true, options: contentStatusOptions, label: { de: 'Beim Wechsel in Status', en: 'On entering status' } },
    channelField({ required: false, admin: { description: { de: 'Leer: für alle Kanäle', en: 'Empty: for every channel' } } }),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 50,
      required: true,
      label: { de: 'Aufgaben', en: 'Tasks' },
      labels: { singular: { de: 'Aufgabe', en: 'Task' }, plural: { de: 'Aufgaben', en: 'Tasks' } },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 300, label: { de: 'Titel', en: 'Title' } },
        { name: 'description', type: 'textarea', maxLength: 2000, label: { de: 'Beschreibung', en: 'Description' } },
        row([
          { name: 'dueInDays', type: 'number', min: 0, max: 365, label: { de: 'Fällig nach Tagen', en: 'Due after days' } },
          { name: 'assignToContentAssignee', type: 'checkbox', defaultValue: true, label: { de: 'Der/dem Zuständigen des Inhalts zuweisen', en: 'Assign to the content’s assignee' } },
        ]),
      ],
    },
  ],
})
