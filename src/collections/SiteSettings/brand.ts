import type { SelectField, TextField } from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { HEX_COLOR } from '@/lib/site/brandColors'
import { SITE_FONT_OPTIONS, SYSTEM_FONT } from '@/lib/site/fontChoices'

/** A brand colour as #rrggbb; the description states its contrast on white, which the site corrects below AA. */
export const brandColorField = (name: string, label: { de: string; en: string }): TextField => ({
  name,
  type: 'text',
  label,
  admin: {
    width: '33%',
    placeholder: { de: '#0f766e', en: '#0f766e' },
    description: {
      de: 'Als #rrggbb. Liest sie sich als Text auf Weiß schlecht (Kontrast unter 4,5 : 1), dunkelt die Website sie für Text ab.',
      en: 'As #rrggbb. Where it reads poorly as text on white (contrast below 4.5 : 1), the site darkens it for text.',
    },
  },
  validate: (value: string | null | undefined, { req }) => {
    if (!value) return true
    if (!HEX_COLOR.test(value))
      return localizedMessage(req, { de: 'Bitte als #rrggbb angeben', en: 'Please enter as #rrggbb' })
    return true
  },
})

/** A font of the site (self-hosted, src/lib/site/fonts.ts); the device's system font by default. */
export const brandFontField = (name: string, label: { de: string; en: string }): SelectField => ({
  name,
  type: 'select',
  label,
  options: SITE_FONT_OPTIONS,
  defaultValue: SYSTEM_FONT,
  admin: { width: '50%' },
})
