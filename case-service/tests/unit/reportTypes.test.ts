import { describe, expect, it } from 'vitest'
import { FALLGRUPPEN } from '@case/domain/fallgruppen'
import {
  declaredFallgruppen,
  findReportType,
  isWochenuebersichtKey,
  REPORT_TYPES,
  reportDownloadName,
  reportTypeKeys,
} from '@case/features/reports/reportTypes'

describe('report type registry', () => {
  it('ships the five keys, Wochenübersicht keys (and only those) prefixed', () => {
    expect(reportTypeKeys('standard')).toEqual(['standard', 'onko_intensiv', 'galle_schild'])
    expect(reportTypeKeys('wochenuebersicht')).toEqual(['wochenuebersicht_standard', 'wochenuebersicht_onko_intensiv'])
    for (const type of REPORT_TYPES) expect(isWochenuebersichtKey(type.key)).toBe(type.kind === 'wochenuebersicht')
  })

  it('filters name only known Fallgruppen; "all" means the canonical list', () => {
    for (const type of REPORT_TYPES) {
      if (type.fallgruppen !== 'all')
        for (const fallgruppe of type.fallgruppen) expect(FALLGRUPPEN).toContain(fallgruppe)
    }
    expect(declaredFallgruppen(findReportType('standard')!)).toEqual(FALLGRUPPEN)
    expect(declaredFallgruppen(findReportType('galle_schild')!)).toEqual(['Galle-Schild'])
  })

  it('names downloads <type>_<jahr>_KW<kw>.xlsx, a Wochenübersicht with its range', () => {
    expect(reportDownloadName({ report_type: 'standard', jahr: 2026, kw_from: 1, kw_to: 53 })).toBe(
      'standard_2026_KW53.xlsx',
    )
    expect(reportDownloadName({ report_type: 'wochenuebersicht_standard', jahr: 2026, kw_from: 1, kw_to: 3 })).toBe(
      'wochenuebersicht_standard_2026_KW1-KW3.xlsx',
    )
  })
})
