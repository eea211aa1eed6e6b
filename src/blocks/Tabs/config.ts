import type { Block } from 'payload'
import { headingField } from '../shared/blockFields'

export const TABS_MIN = 2
export const TABS_MAX = 10

export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: { de: 'Reiter', en: 'Tabs' }, plural: { de: 'Reiter-Blöcke', en: 'Tabs blocks' } },
  fields: [
    headingField(),
    {
      name: 'tabs',
      type: 'array',
      label: { de: 'Reiter', en: 'Tabs' },
      minRows: TABS_MIN,
      maxRows: TABS_MAX,
      required: true,
      labels: { singular: { de: 'Reiter', en: 'Tab' }, plural: { de: 'Reiter', en: 'Tabs' } },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Beschriftung', en: 'Label' } },
        { name: 'content', type: 'richText', required: true, localized: true, label: { de: 'Inhalt', en: 'Content' } },
      ],
    },
  ],
}
