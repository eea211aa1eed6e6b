import type { Block } from 'payload'

export const ACCORDION_MAX_ITEMS = 30

export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: { de: 'Akkordeon', en: 'Accordion' }, plural: { de: 'Akkordeons', en: 'Accordions' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: ACCORDION_MAX_ITEMS,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true, localized: true, label: { de: 'Titel', en: 'Title' } },
        { name: 'content', type: 'richText', required: true, localized: true, label: { de: 'Inhalt', en: 'Content' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'exclusive', type: 'checkbox', defaultValue: false, label: { de: 'Nur ein Eintrag offen', en: 'One item open at a time' } },
        { name: 'openFirst', type: 'checkbox', defaultValue: false, label: { de: 'Ersten Eintrag öffnen', en: 'Open the first item' } },
      ],
    },
  ],
}
