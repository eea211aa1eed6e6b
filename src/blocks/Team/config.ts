import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'
import { checkboxField, headingField, siblingIs } from '../shared/fieldPresets'

export const TEAM_SOURCES = ['department', 'featured', 'manual'] as const
export const TEAM_LAYOUTS = ['grid', 'list', 'slider', 'compact', 'detailed'] as const
export const TEAM_MAX_MEMBERS = 50

export const TeamBlock = pageBlock({
  slug: 'team',
  interfaceName: 'TeamBlock',
  group: 'team',
  description: { de: 'Teammitglieder mit Foto, Name und Funktion', en: 'Team members with photo, name and role' },
  labels: { singular: { de: 'Team', en: 'Team' }, plural: { de: 'Team-Blöcke', en: 'Team blocks' } },
  fields: [
    headingField(),
    sourceField(TEAM_SOURCES, {
      department: { de: 'Nach Abteilung (leer: alle)', en: 'By department (empty: everyone)' },
      featured: { de: 'Hervorgehobene', en: 'Featured' },
    }),
    {
      name: 'department',
      type: 'text',
      localized: true,
      label: { de: 'Abteilung', en: 'Department' },
      admin: { condition: siblingIs('source', 'department') },
    },
    pickedDocuments({
      name: 'members',
      relationTo: 'team',
      maxRows: TEAM_MAX_MEMBERS,
      label: { de: 'Teammitglieder', en: 'Team members' },
    }),
    row([
      layoutField(TEAM_LAYOUTS, { detailed: { de: 'Ausführlich (mit Biografie)', en: 'Detailed (with bio)' } }),
      limitField({ max: TEAM_MAX_MEMBERS, defaultValue: 12 }),
      checkboxField('showContact', { de: 'Kontakt zeigen', en: 'Show contact' }),
    ]),
  ],
})
