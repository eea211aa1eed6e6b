import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, limitField } from '../shared/blockFields'

/** The job fields visitors can filter the list by. */
export const JOB_FILTERS = ['department', 'employmentType', 'workplace'] as const
export const JOB_MAX_ITEMS = 50

export const JobsBlock: Block = {
  slug: 'jobs',
  interfaceName: 'JobsBlock',
  labels: { singular: { de: 'Stellenangebote', en: 'Jobs' }, plural: { de: 'Stellen-Blöcke', en: 'Jobs blocks' } },
  fields: [
    headingField(),
    { name: 'department', type: 'text', localized: true, label: { de: 'Nur Bereich (leer: alle)', en: 'Only department (empty: all)' } },
    {
      type: 'row',
      fields: [
        {
          name: 'filters',
          type: 'select',
          hasMany: true,
          defaultValue: [...JOB_FILTERS],
          options: selectOptions(JOB_FILTERS, {
            department: { de: 'Bereich', en: 'Department' },
            employmentType: { de: 'Anstellungsart', en: 'Employment type' },
            workplace: { de: 'Arbeitsort', en: 'Workplace' },
          }),
          label: { de: 'Filter für Besucher:innen', en: 'Filters for visitors' },
        },
        limitField({ max: JOB_MAX_ITEMS, defaultValue: 20 }),
      ],
    },
  ],
}
