import type { Block } from 'payload'
import { tenantRelation } from '../shared/sameTenant'

export const FormBlock: Block = {
  slug: 'formBlock',
  interfaceName: 'FormBlock',
  labels: { singular: { de: 'Formular', en: 'Form' }, plural: { de: 'Formulare', en: 'Forms' } },
  fields: [
    tenantRelation({ name: 'form', relationTo: 'forms', required: true, label: { de: 'Formular', en: 'Form' } }),
    { name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } },
    { name: 'intro', type: 'textarea', localized: true, label: { de: 'Einleitung', en: 'Introduction' } },
  ],
}
