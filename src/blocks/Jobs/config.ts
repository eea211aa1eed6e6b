import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { limitField } from '../shared/blockFields'
import { headingField, selectField } from '../shared/fieldPresets'

/** The job fields visitors can filter the list by. */
export const JOB_FILTERS = ['department', 'employmentType', 'workplace'] as const
export const JOB_MAX_ITEMS = 50

export const JobsBlock = pageBlock({
  slug: 'jobs',
  interfaceName: 'JobsBlock',
  group: 'lists',
  description: {
    de: 'Offene Stellen mit Filtern nach Bereich, Art und Ort',
    en: 'Open positions with filters by department, type and place',
  },
  labels: { singular: { de: 'Stellenangebote', en: 'Jobs' }, plural: { de: 'Stellen-Blöcke', en: 'Jobs blocks' } },
  fields: [
    headingField(),
    {
      name: 'department',
      type: 'text',
      localized: true,
      label: { de: 'Nur Bereich (leer: alle)', en: 'Only department (empty: all)' },
    },
    row([
      selectField('filters', JOB_FILTERS, {
        hasMany: true,
        defaultValue: [...JOB_FILTERS],
        labels: {
          department: { de: 'Bereich', en: 'Department' },
          employmentType: { de: 'Anstellungsart', en: 'Employment type' },
          workplace: { de: 'Arbeitsort', en: 'Workplace' },
        },
        label: { de: 'Filter für Besucher:innen', en: 'Filters for visitors' },
      }),
      limitField({ max: JOB_MAX_ITEMS, defaultValue: 20 }),
    ]),
  ],
})
