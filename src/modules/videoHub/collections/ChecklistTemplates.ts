import { hubAccess } from '@/modules/videoHub/access/videoHub'
import { row } from '@/fields/layout'
import { videoHubTool } from '@/modules/videoHub/collections/videoHubTool'
import { channelField, contentStatusOptions } from './fields'
import { nameField, titleField } from '@/fields/presentation'
import { itemListField } from '@/fields/lists'

/** The tasks to create when a content enters a status (once per content and item: src/modules/videoHub/lib/taskGeneration.ts). */
export const VpChecklistTemplates = videoHubTool({
  slug: 'vp-checklist-templates',
  labels: {
    singular: { de: 'Checklisten-Vorlage', en: 'Checklist template' },
    plural: { de: 'Checklisten-Vorlagen', en: 'Checklist templates' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'status', 'channel'] },
  write: hubAccess('templates.manage'),
  relations: { channel: { collection: 'video-platform-channels' } },
  fields: [
    nameField({ localized: false, maxLength: 200 }),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: contentStatusOptions,
      label: { de: 'Beim Wechsel in Status', en: 'On entering status' },
    },
    channelField({
      required: false,
      admin: { description: { de: 'Leer: für alle Kanäle', en: 'Empty: for every channel' } },
    }),
    itemListField(
      'items',
      { singular: { de: 'Aufgabe', en: 'Task' }, plural: { de: 'Aufgaben', en: 'Tasks' } },
      {
        minRows: 1,
        maxRows: 50,
        required: true,
        fields: [
          titleField({ localized: false, maxLength: 300 }),
          { name: 'description', type: 'textarea', maxLength: 2000, label: { de: 'Beschreibung', en: 'Description' } },
          row([
            {
              name: 'dueInDays',
              type: 'number',
              min: 0,
              max: 365,
              label: { de: 'Fällig nach Tagen', en: 'Due after days' },
            },
            {
              name: 'assignToContentAssignee',
              type: 'checkbox',
              defaultValue: true,
              label: { de: 'Der/dem Zuständigen des Inhalts zuweisen', en: 'Assign to the content’s assignee' },
            },
          ]),
        ],
      },
    ),
  ],
})
