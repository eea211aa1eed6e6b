import { FALLGRUPPEN } from '@case/domain/fallgruppen'

export type ReportKind = 'standard' | 'wochenuebersicht'

export type ReportType = {
  key: string
  /** German, shown in the app and in nothing else. */
  label: string
  kind: ReportKind
  /** The Fallgruppen counted; 'all' counts every case. */
  fallgruppen: readonly string[] | 'all'
}

export const WOCHENUEBERSICHT_PREFIX = 'wochenuebersicht'

/** Adding a report type is one entry here; every Wochenübersicht key starts with WOCHENUEBERSICHT_PREFIX. */
export const REPORT_TYPES: readonly ReportType[] = [
  { key: 'standard', label: 'Standard (alle Fallgruppen)', kind: 'standard', fallgruppen: 'all' },
  { key: 'onko_intensiv', label: 'Onko-Intensiv', kind: 'standard', fallgruppen: ['Onko-Intensiv'] },
  { key: 'galle_schild', label: 'Galle-Schild', kind: 'standard', fallgruppen: ['Galle-Schild'] },
  {
    key: 'wochenuebersicht_standard',
    label: 'Wochenübersicht (alle Fallgruppen)',
    kind: 'wochenuebersicht',
    fallgruppen: 'all',
  },
  {
    key: 'wochenuebersicht_onko_intensiv',
    label: 'Wochenübersicht Onko-Intensiv',
    kind: 'wochenuebersicht',
    fallgruppen: ['Onko-Intensiv'],
  },
]

export function findReportType(key: string): ReportType | undefined {
  return REPORT_TYPES.find((type) => type.key === key)
}

export function reportTypeKeys(kind: ReportKind): string[] {
  return REPORT_TYPES.filter((type) => type.kind === kind).map((type) => type.key)
}

/** The Fallgruppen a report of this type shows as columns, before any unknown values found in the data. */
export function declaredFallgruppen(type: ReportType): readonly string[] {
  return type.fallgruppen === 'all' ? FALLGRUPPEN : type.fallgruppen
}

/** Decided by the key prefix, so a stored report keeps its kind even if its type leaves the registry. */
export function isWochenuebersichtKey(key: string): boolean {
  return key.startsWith(WOCHENUEBERSICHT_PREFIX)
}

/** `<type>_<jahr>_KW<kw_to>.xlsx`; a Wochenübersicht names its range: `<type>_<jahr>_KW<from>-KW<to>.xlsx`. */
export function reportDownloadName(report: {
  report_type: string
  jahr: number
  kw_from: number
  kw_to: number
}): string {
  const weeks = isWochenuebersichtKey(report.report_type)
    ? `KW${report.kw_from}-KW${report.kw_to}`
    : `KW${report.kw_to}`
  return `${report.report_type}_${report.jahr}_${weeks}.xlsx`
}
