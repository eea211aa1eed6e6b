import type { Block } from 'payload'
import { headingField, layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'

export const TEAM_SOURCES = ['department', 'featured', 'manual'] as const
export const TEAM_LAYOUTS = ['grid', 'list', 'slider', 'compact', 'detailed'] as const
export const TEAM_MAX_MEMBERS = 50

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: { de: 'Team', en: 'Team' }, plural: { de: 'Team-Blöcke', en: 'Team blocks' } },
  fields: [
    headingField(),
    sourceField(TEAM_SOURCES, {
      department: { de: 'Nach Abteilung (leer: alle)', en: 'By department (empty: everyone)' },
      featured: { de: 'Hervorgehobene', en: 'Featured' },
    }),
    { name: 'department', type: 'text', localized: true, label: { de: 'Abteilung', en: 'Department' }, admin: { condition: (_data, sibling) => sibling?.source === 'department' } },
    pickedDocuments({ name: 'members', relationTo: 'team', maxRows: TEAM_MAX_MEMBERS, label: { de: 'Teammitglieder', en: 'Team members' } }),
    {
      type: 'row',
      fields: [
        layoutField(TEAM_LAYOUTS, {
          grid: { de: 'Raster', en: 'Grid' },
          list: { de: 'Liste', en: 'List' },
          slider: { de: 'Slider', en: 'Slider' },
          compact: { de: 'Kompakt', en: 'Compact' },
          detailed: { de: 'Ausführlich (mit Biografie)', en: 'Detailed (with bio)' },
        }),
        limitField({ max: TEAM_MAX_MEMBERS, defaultValue: 12 }),
        { name: 'showContact', type: 'checkbox', defaultValue: true, label: { de: 'Kontakt zeigen', en: 'Show contact' } },
      ],
    },
  ],
}
