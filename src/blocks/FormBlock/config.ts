import { pageBlock } from '../catalogue'
import { headingField } from '../shared/fieldPresets'
import { tenantRelation } from '../shared/sameTenant'

export const FormBlock = pageBlock('formBlock', [
  tenantRelation({ name: 'form', relationTo: 'forms', required: true, label: { de: 'Formular', en: 'Form' } }),
  headingField(),
  { name: 'intro', type: 'textarea', localized: true, label: { de: 'Einleitung', en: 'Introduction' } },
])
