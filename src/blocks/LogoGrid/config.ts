import { row } from '@/fields/layout'
import { validateHttpUrl } from '@/fields/validateUrl'
import { pageBlock } from '../shared/pageBlock'
import { inlineEntries, layoutField, pickedDocuments, sourceField } from '../shared/blockFields'
import { checkboxField, headingField, siblingIsNot } from '../shared/fieldPresets'
import { tenantMedia } from '../shared/sameTenant'

export const LOGO_GRID_SOURCES = ['partners', 'inline'] as const
export const LOGO_GRID_LAYOUTS = ['grid', 'cloud', 'gallery'] as const
export const LOGO_GRID_MAX_LOGOS = 40

export const LogoGridBlock = pageBlock({
  slug: 'logoGrid',
  interfaceName: 'LogoGridBlock',
  group: 'media',
  description: { de: 'Logos von Partnern oder Kunden im Raster', en: 'Logos of partners or clients in a grid' },
  labels: { singular: { de: 'Logo-Raster', en: 'Logo grid' }, plural: { de: 'Logo-Raster', en: 'Logo grids' } },
  fields: [
    headingField(),
    sourceField(LOGO_GRID_SOURCES, {
      partners: { de: 'Aus Partnern', en: 'From partners' },
      inline: { de: 'Hier hochladen', en: 'Inline' },
    }),
    pickedDocuments({
      name: 'partners',
      relationTo: 'partners',
      maxRows: LOGO_GRID_MAX_LOGOS,
      label: { de: 'Partner', en: 'Partners' },
      shownWhen: siblingIsNot('source', 'inline'),
    }),
    inlineEntries({
      name: 'logos',
      maxRows: LOGO_GRID_MAX_LOGOS,
      fields: [
        tenantMedia({ name: 'image', required: true, label: 'Logo' }),
        { name: 'name', type: 'text', required: true, label: 'Name' },
        { name: 'url', type: 'text', label: 'URL', validate: validateHttpUrl },
      ],
    }),
    row([
      layoutField(LOGO_GRID_LAYOUTS),
      checkboxField('grayscale', { de: 'Graustufen (farbig bei Hover)', en: 'Greyscale (colour on hover)' }),
    ]),
  ],
})
