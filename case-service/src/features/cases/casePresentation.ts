import { parseFallId } from '@case/domain/fallId/fallIdRule'
import { maskKvnr } from '@case/domain/kvnr/kvnr'
import { maskCaseForViewer, type CaseViewer, type MaskableCase } from '@case/domain/masking/caseMasking'

/** What presenting a case needs of its row: a list row (timestamps as text) or a full CaseRow. */
export type PresentableCase = MaskableCase & { id: string; fall_id: string }

const FULL_MASK = '***'

/**
 * The fall_id carries the KVNR (kvnr form) or the surname (legacy form), so a masked view masks
 * those parts the same way as the fields themselves; the random form holds nothing personal.
 */
export function maskFallId(fallId: string): string {
  const parsed = parseFallId(fallId)
  if (!parsed) return FULL_MASK
  switch (parsed.form) {
    case 'kvnr':
      return `${parsed.datum}_${maskKvnr(parsed.kvnr)}${parsed.suffix === undefined ? '' : `-${parsed.suffix}`}`
    case 'legacy':
      return `${parsed.datum}_${FULL_MASK}`
    case 'random':
      return fallId
  }
}

/** A case as the viewer may see it (see domain/masking). */
export function toCaseJson<R extends PresentableCase>(
  row: R,
  viewer: CaseViewer,
  hasValidDisclosure: boolean,
): R & { masked: boolean } {
  const shown = maskCaseForViewer(row, viewer, hasValidDisclosure)
  return shown.masked ? { ...shown, fall_id: maskFallId(row.fall_id) } : shown
}
