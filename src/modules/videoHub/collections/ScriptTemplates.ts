import { hubAccess } from '@/modules/videoHub/access/videoHub'
import { videoHubTool } from '@/modules/videoHub/collections/videoHubTool'
import { channelField } from './fields'
import { nameField } from '@/fields/presentation'

/** A script skeleton a new content starts from (its `script` is copied on creation). */
export const VpScriptTemplates = videoHubTool({
  slug: 'vp-script-templates',
  labels: {
    singular: { de: 'Skriptvorlage', en: 'Script template' },
    plural: { de: 'Skriptvorlagen', en: 'Script templates' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'channel'] },
  write: hubAccess('templates.manage'),
  relations: { channel: { collection: 'video-platform-channels' } },
  fields: [
    nameField({ localized: false, maxLength: 200 }),
    channelField({
      required: false,
      admin: { description: { de: 'Leer: für alle Kanäle', en: 'Empty: for every channel' } },
    }),
    { name: 'body', type: 'richText', label: { de: 'Skript', en: 'Script' } },
  ],
})
