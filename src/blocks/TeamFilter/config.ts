import { row } from '@/fields/layout'
import { pageBlock } from '../catalogue'
import { limitField } from '../shared/blockFields'
import { checkboxField, headingField } from '../shared/fieldPresets'

export const TEAM_FILTER_MAX_MEMBERS = 100

export const TeamFilterBlock = pageBlock('teamFilter', [
  headingField(),
  row([
    checkboxField('showDepartmentFilter', { de: 'Filter nach Abteilung', en: 'Department filter' }),
    limitField({ max: TEAM_FILTER_MAX_MEMBERS, defaultValue: 50 }),
  ]),
])
