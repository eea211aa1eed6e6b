import { hubAccess } from '@/access/videoHub'
import { tenantTool } from '@/collections/presets/tenantTool'
import { sameTenantRelations } from '@/lib/videoHub/relationChecks'
import { channelField } from './fields'

/** A script skeleton a new content starts from (its `script` is copied on creation). */
export const VpScriptTemplates = tenantTool({
  slug: 'vp-script-templates',
  group: 'videoHub',
  typescript: { interface: 'VpScriptTemplates' },
  labels: { singular: { de: 'Skriptvorlage', en: 'Script template' }, plural: { de: 'Skriptvorlagen', en: 'Script templates' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'channel'] },
  read: hubAccess('hub.read'),
  write: hubAccess('templates.manage'),
  hooks: { beforeChange: [sameTenantRelations({ channel: { collection: 'video-platform-channels' } })] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, label: { de: 'Name', en: 'Name' } },
    channelField({ required: false, admin: { description: { de: 'Leer: für alle Kanäle', en: 'Empty: for every channel' } } }),
    { name: 'body', type: 'richText', label: { de: 'Skript', en: 'Script' } },
  ],
})
