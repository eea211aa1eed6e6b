import type { Block } from 'payload'
import { headingField, layoutField } from '../shared/blockFields'
import { tenantRelation } from '../shared/sameTenant'

export const ORG_CHART_LAYOUTS = ['tree', 'indented'] as const
/** Levels below the top shown at most (the chart stays readable; deeper members are left out). */
export const ORG_CHART_MAX_DEPTH = 10

export const OrgChartBlock: Block = {
  slug: 'orgChart',
  interfaceName: 'OrgChartBlock',
  labels: { singular: { de: 'Organigramm', en: 'Org chart' }, plural: { de: 'Organigramme', en: 'Org charts' } },
  fields: [
    headingField(),
    tenantRelation({
      name: 'root',
      relationTo: 'team',
      label: { de: 'Ab Person (leer: ganze Organisation)', en: 'From member (empty: whole organisation)' },
    }),
    {
      type: 'row',
      fields: [
        layoutField(ORG_CHART_LAYOUTS, { tree: { de: 'Baum', en: 'Tree' }, indented: { de: 'Eingerückte Liste', en: 'Indented list' } }),
        { name: 'depth', type: 'number', min: 1, max: ORG_CHART_MAX_DEPTH, defaultValue: 4, admin: { step: 1 }, label: { de: 'Ebenen', en: 'Levels' } },
        { name: 'showPhotos', type: 'checkbox', defaultValue: true, label: { de: 'Fotos zeigen', en: 'Show photos' } },
        { name: 'showDepartment', type: 'checkbox', defaultValue: true, label: { de: 'Abteilung zeigen', en: 'Show department' } },
      ],
    },
  ],
}
