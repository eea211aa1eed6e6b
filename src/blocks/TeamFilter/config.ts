import type { Block } from 'payload'
import { headingField, limitField } from '../shared/blockFields'

export const TEAM_FILTER_MAX_MEMBERS = 100

export const TeamFilterBlock: Block = {
  slug: 'teamFilter',
  interfaceName: 'TeamFilterBlock',
  labels: { singular: { de: 'Team mit Suche', en: 'Team with search' }, plural: { de: 'Team-mit-Suche-Blöcke', en: 'Team search blocks' } },
  fields: [
    headingField(),
    {
      type: 'row',
      fields: [
        { name: 'showDepartmentFilter', type: 'checkbox', defaultValue: true, label: { de: 'Filter nach Abteilung', en: 'Department filter' } },
        limitField({ max: TEAM_FILTER_MAX_MEMBERS, defaultValue: 50 }),
      ],
    },
  ],
}
