'use client'
import { getTranslation } from '@payloadcms/translations'
import { Pill, useRowLabel, useTranslation } from '@payloadcms/ui'
import type { StaticLabel } from 'payload'
import { inLanguage } from '@/admin/language'
import { blockSummary } from '@/blocks/shared/blockSummary'

const UNTITLED = { de: 'Noch ohne Überschrift', en: 'No headline yet' }

/**
 * A page block's row in the editor: its number, its kind and its headline (issue 34: every row read "Ohne Titel",
 * the placeholder of the block name editors rarely fill in).
 */
export function BlockRowLabel({ blockLabel }: { blockLabel: StaticLabel }) {
  const { data, rowNumber } = useRowLabel<unknown>()
  const { i18n } = useTranslation()
  const summary = blockSummary(data)
  return (
    <span className="block-row-label" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill pillStyle="white" size="small">
        {getTranslation(blockLabel, i18n)}
      </Pill>
      <span className="block-row-label__summary" data-untitled={summary ? undefined : 'true'}>
        {summary ?? inLanguage(UNTITLED, i18n.language)}
      </span>
    </span>
  )
}
