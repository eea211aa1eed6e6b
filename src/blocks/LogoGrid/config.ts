import type { Block } from 'payload'
import { validateHttpUrl } from '@/fields/validateUrl'
import { selectOptions } from '@/fields/selectOptions'
import { tenantMedia, tenantRelation } from '../shared/sameTenant'

export const LOGO_GRID_SOURCES = ['partners', 'inline'] as const
export const LOGO_GRID_LAYOUTS = ['grid', 'cloud', 'gallery'] as const
export const LOGO_GRID_MAX_LOGOS = 40

export const LogoGridBlock: Block = {
  slug: 'logoGrid',
  interfaceName: 'LogoGridBlock',
  labels: { singular: { de: 'Logo-Raster', en: 'Logo grid' }, plural: { de: 'Logo-Raster', en: 'Logo grids' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    { name: 'source', type: 'select', defaultValue: 'partners', options: selectOptions(LOGO_GRID_SOURCES, { partners: { de: 'Aus Partnern', en: 'From partners' }, inline: { de: 'Hier hochladen', en: 'Inline' } }), label: { de: 'Quelle', en: 'Source' } },
    tenantRelation({
      name: 'partners',
      relationTo: 'partners',
      hasMany: true,
      maxRows: LOGO_GRID_MAX_LOGOS,
      label: { de: 'Partner', en: 'Partners' },
      admin: { condition: (_data, sibling) => sibling?.source !== 'inline' },
    }),
    {
      name: 'logos',
      type: 'array',
      maxRows: LOGO_GRID_MAX_LOGOS,
      admin: { condition: (_data, sibling) => sibling?.source === 'inline' },
      fields: [
        tenantMedia({ name: 'image', required: true, label: 'Logo' }),
        { name: 'name', type: 'text', required: true, label: 'Name' },
        { name: 'url', type: 'text', label: 'URL', validate: validateHttpUrl },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'layout', type: 'select', defaultValue: 'grid', options: selectOptions(LOGO_GRID_LAYOUTS), label: 'Layout' },
        { name: 'grayscale', type: 'checkbox', defaultValue: true, label: { de: 'Graustufen (farbig bei Hover)', en: 'Greyscale (colour on hover)' } },
      ],
    },
  ],
}
