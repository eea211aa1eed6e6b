import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { layoutField } from '../shared/blockFields'
import { checkboxField, headingField, rangeField } from '../shared/fieldPresets'
import { tenantRelation } from '../shared/sameTenant'

export const ORG_CHART_LAYOUTS = ['tree', 'indented'] as const
/** Levels below the top shown at most (the chart stays readable; deeper members are left out). */
export const ORG_CHART_MAX_DEPTH = 10

export const OrgChartBlock = pageBlock({
  slug: 'orgChart',
  interfaceName: 'OrgChartBlock',
  group: 'team',
  description: { de: 'Organisation als Baum oder eingerückte Liste', en: 'Organisation as a tree or an indented list' },
  labels: { singular: { de: 'Organigramm', en: 'Org chart' }, plural: { de: 'Organigramme', en: 'Org charts' } },
  fields: [
    headingField(),
    tenantRelation({
      name: 'root',
      relationTo: 'team',
      label: { de: 'Ab Person (leer: ganze Organisation)', en: 'From member (empty: whole organisation)' },
    }),
    row([
      layoutField(ORG_CHART_LAYOUTS, {
        tree: { de: 'Baum', en: 'Tree' },
        indented: { de: 'Eingerückte Liste', en: 'Indented list' },
      }),
      rangeField(
        'depth',
        { min: 1, max: ORG_CHART_MAX_DEPTH, default: 4 },
        { de: 'Ebenen', en: 'Levels' },
        { admin: { step: 1 } },
      ),
      checkboxField('showPhotos', { de: 'Fotos zeigen', en: 'Show photos' }),
      checkboxField('showDepartment', { de: 'Abteilung zeigen', en: 'Show department' }),
    ]),
  ],
})
