import { row } from '@/fields/layout'
import { titleField } from '@/fields/presentation'
import { pageBlock } from '../shared/pageBlock'
import { checkboxField, contentField, headingField, requiredRows } from '../shared/fieldPresets'

export const ACCORDION_MAX_ITEMS = 30

export const AccordionBlock = pageBlock({
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  group: 'content',
  description: { de: 'Aufklappbare Abschnitte mit Titel und Text', en: 'Collapsible sections with a title and text' },
  labels: { singular: { de: 'Akkordeon', en: 'Accordion' }, plural: { de: 'Akkordeons', en: 'Accordions' } },
  fields: [
    headingField(),
    requiredRows({ name: 'items', maxRows: ACCORDION_MAX_ITEMS, fields: [titleField(), contentField()] }),
    row([
      checkboxField('exclusive', { de: 'Nur ein Eintrag offen', en: 'One item open at a time' }, false),
      checkboxField('openFirst', { de: 'Ersten Eintrag öffnen', en: 'Open the first item' }, false),
    ]),
  ],
})
