import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, limitField } from '../shared/blockFields'
import { tenantRelation } from '../shared/sameTenant'

export const TEAM_SOURCES = ['department', 'featured', 'manual'] as const
export const TEAM_LAYOUTS = ['grid', 'list', 'slider', 'compact', 'detailed'] as const
export const TEAM_MAX_MEMBERS = 50

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: { de: 'Team', en: 'Team' }, plural: { de: 'Team-Blöcke', en: 'Team blocks' } },
  fields: [
    headingField(),
    {
      name: 'source',
      type: 'select',
      defaultValue: 'department',
      options: selectOptions(TEAM_SOURCES, {
        department: { de: 'Nach Abteilung (leer: alle)', en: 'By department (empty: everyone)' },
        featured: { de: 'Hervorgehobene', en: 'Featured' },
        manual: { de: 'Auswahl', en: 'Manual selection' },
      }),
      label: { de: 'Quelle', en: 'Source' },
    },
    { name: 'department', type: 'text', localized: true, label: { de: 'Abteilung', en: 'Department' }, admin: { condition: (_data, sibling) => sibling?.source === 'department' } },
    tenantRelation({
      name: 'members',
      relationTo: 'team',
      hasMany: true,
      maxRows: TEAM_MAX_MEMBERS,
      label: { de: 'Teammitglieder', en: 'Team members' },
      admin: { condition: (_data, sibling) => sibling?.source === 'manual' },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'grid',
          options: selectOptions(TEAM_LAYOUTS, {
            grid: { de: 'Raster', en: 'Grid' },
            list: { de: 'Liste', en: 'List' },
            slider: { de: 'Slider', en: 'Slider' },
            compact: { de: 'Kompakt', en: 'Compact' },
            detailed: { de: 'Ausführlich (mit Biografie)', en: 'Detailed (with bio)' },
          }),
          label: 'Layout',
        },
        limitField({ max: TEAM_MAX_MEMBERS, defaultValue: 12 }),
        { name: 'showContact', type: 'checkbox', defaultValue: true, label: { de: 'Kontakt zeigen', en: 'Show contact' } },
      ],
    },
  ],
}
