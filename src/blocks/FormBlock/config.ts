import { pageBlock } from '../shared/pageBlock'
import { headingField } from '../shared/fieldPresets'
import { tenantRelation } from '../shared/sameTenant'

export const FormBlock = pageBlock({
  slug: 'formBlock',
  interfaceName: 'FormBlock',
  group: 'forms',
  description: {
    de: 'Eines Ihrer Formulare mit Überschrift und Einleitung',
    en: 'One of your forms with a heading and an introduction',
  },
  labels: { singular: { de: 'Formular', en: 'Form' }, plural: { de: 'Formulare', en: 'Forms' } },
  fields: [
    tenantRelation({ name: 'form', relationTo: 'forms', required: true, label: { de: 'Formular', en: 'Form' } }),
    headingField(),
    { name: 'intro', type: 'textarea', localized: true, label: { de: 'Einleitung', en: 'Introduction' } },
  ],
})
