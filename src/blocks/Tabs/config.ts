import { pageBlock } from '../shared/pageBlock'
import { contentField, headingField, requiredRows, rowLabels } from '../shared/fieldPresets'

export const TABS_MIN = 2
export const TABS_MAX = 10

export const TabsBlock = pageBlock({
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  group: 'content',
  description: { de: 'Inhalte auf Reitern nebeneinander', en: 'Content on tabs side by side' },
  labels: { singular: { de: 'Reiter', en: 'Tabs' }, plural: { de: 'Reiter-Blöcke', en: 'Tabs blocks' } },
  fields: [
    headingField(),
    requiredRows({
      name: 'tabs',
      ...rowLabels({ de: 'Reiter', en: 'Tab' }, { de: 'Reiter', en: 'Tabs' }),
      minRows: TABS_MIN,
      maxRows: TABS_MAX,
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Beschriftung', en: 'Label' } },
        contentField(),
      ],
    }),
  ],
})
