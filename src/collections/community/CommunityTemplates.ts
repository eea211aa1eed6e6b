import { communityAccess } from '@/access/community'
import { tenantTool } from '@/collections/presets/tenantTool'

/** Reply templates; `{{author}}`, `{{video}}`, `{{channel}}` are filled in when a reply is sent. */
export const CommunityTemplates = tenantTool({
  slug: 'community-templates',
  group: 'community',
  labels: { singular: { de: 'Antwortvorlage', en: 'Reply template' }, plural: { de: 'Antwortvorlagen', en: 'Reply templates' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category'] },
  read: communityAccess('templates.use'),
  write: communityAccess('templates.manage'),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, label: { de: 'Name', en: 'Name' } },
    { name: 'category', type: 'text', maxLength: 100, label: { de: 'Kategorie', en: 'Category' } },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 5000,
      label: { de: 'Text', en: 'Text' },
      admin: { description: { de: 'Platzhalter: {{author}}, {{video}}, {{channel}}', en: 'Variables: {{author}}, {{video}}, {{channel}}' } },
    },
  ],
})
