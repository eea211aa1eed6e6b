import { communityTool } from '@/modules/community/collections/communityTool'
import { nameField } from '@/fields/presentation'

/** Reply templates; `{{author}}`, `{{video}}`, `{{channel}}` are filled in when a reply is sent. */
export const CommunityTemplates = communityTool({
  slug: 'community-templates',
  labels: {
    singular: { de: 'Antwortvorlage', en: 'Reply template' },
    plural: { de: 'Antwortvorlagen', en: 'Reply templates' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category'] },
  capabilities: { read: 'templates.use', write: 'templates.manage' },
  fields: [
    nameField({ localized: false, maxLength: 200 }),
    { name: 'category', type: 'text', maxLength: 100, label: { de: 'Kategorie', en: 'Category' } },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 5000,
      label: { de: 'Text', en: 'Text' },
      admin: {
        description: {
          de: 'Platzhalter: {{author}}, {{video}}, {{channel}}',
          en: 'Variables: {{author}}, {{video}}, {{channel}}',
        },
      },
    },
  ],
})
