'use client'
import { useTranslation } from '@payloadcms/ui'
import type { ClientField, DefaultCellComponentProps } from 'payload'
import { inLanguage } from '@/admin/language'

export const BOOLEAN_CELL_TEXT = {
  true: { de: 'Ja', en: 'Yes' },
  false: { de: 'Nein', en: 'No' },
} as const

/**
 * A checkbox column as "Ja" / "Nein": Payload's own cell shows the lower-cased "wahr" / "falsch" in a code box,
 * which reads like a programming value to editors (issue 34).
 */
export function BooleanCell({ cellData }: DefaultCellComponentProps<ClientField, unknown>) {
  const { i18n } = useTranslation()
  const checked = cellData === true
  return (
    <span data-boolean-cell={checked ? 'true' : 'false'}>
      {inLanguage(BOOLEAN_CELL_TEXT[checked ? 'true' : 'false'], i18n.language)}
    </span>
  )
}
