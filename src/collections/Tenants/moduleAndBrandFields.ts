import type { Field, TextFieldSingleValidation } from 'payload'
import { superAdminOnlyField } from '@/access/isSuperAdmin'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { ALL_TENANT_MODULES, TENANT_MODULES } from '@/access/tenantModules'

export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/i

const validateBrandColor: TextFieldSingleValidation = (value, { req }) =>
  !value ||
  BRAND_COLOR_PATTERN.test(value) ||
  localizedMessage(req, {
    de: 'Farbe als Hex-Wert mit sechs Stellen, z. B. #1d4ed8',
    en: 'Colour as a six-digit hex value, e.g. #1d4ed8',
  })

/**
 * Which modules the tenant's users work with (src/access/tenantModules.ts) and the tenant's accent
 * colour in the admin. Only super admins switch modules: they decide what a tenant has booked.
 */
export const moduleAndBrandFields: Field[] = [
  {
    name: 'modules',
    type: 'select',
    hasMany: true,
    // New tenants start with everything; a super admin switches off what the tenant does not use.
    defaultValue: ALL_TENANT_MODULES,
    options: ALL_TENANT_MODULES.map((value) => ({ value, label: TENANT_MODULES[value] })),
    label: { de: 'Module', en: 'Modules' },
    access: { create: superAdminOnlyField, update: superAdminOnlyField },
    admin: {
      description: {
        de: 'Bereiche, die die Benutzer dieses Mandanten im Admin sehen und über die API nutzen dürfen.',
        en: 'Areas this tenant’s users see in the admin and may use through the API.',
      },
    },
  },
  {
    name: 'brandColor',
    type: 'text',
    label: { de: 'Akzentfarbe', en: 'Accent colour' },
    validate: validateBrandColor,
    admin: {
      placeholder: { de: '#1d4ed8', en: '#1d4ed8' },
      description: {
        de: 'Hex-Farbe, mit der das Admin die Ansichten dieses Mandanten hervorhebt.',
        en: 'Hex colour the admin uses to highlight this tenant’s views.',
      },
    },
  },
]
