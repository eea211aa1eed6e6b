import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { limitField } from '../shared/blockFields'
import { checkboxField, headingField } from '../shared/fieldPresets'

export const TEAM_FILTER_MAX_MEMBERS = 100

export const TeamFilterBlock = pageBlock({
  slug: 'teamFilter',
  interfaceName: 'TeamFilterBlock',
  group: 'team',
  description: {
    de: 'Team mit Suchfeld und Filter nach Abteilung',
    en: 'Team with a search box and a department filter',
  },
  labels: {
    singular: { de: 'Team mit Suche', en: 'Team with search' },
    plural: { de: 'Team-mit-Suche-Blöcke', en: 'Team search blocks' },
  },
  fields: [
    headingField(),
    row([
      checkboxField('showDepartmentFilter', { de: 'Filter nach Abteilung', en: 'Department filter' }),
      limitField({ max: TEAM_FILTER_MAX_MEMBERS, defaultValue: 50 }),
    ]),
  ],
})
