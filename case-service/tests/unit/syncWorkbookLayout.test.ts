import { describe, expect, it } from 'vitest'
import {
  changedEdits,
  exportRow,
  mapHeader,
  parseImportRow,
  SYNC_COLUMNS,
  type ExportedCase,
  type HeaderMap,
} from '@case/features/sync/syncWorkbookLayout'

const exported: ExportedCase = {
  id: '0b9d2f4e-8a51-4c1e-9f0a-2d7b3c4e5f60',
  version: 3,
  fall_id: '2026-01-05_A123456780',
  datum: '2026-01-05',
  kvnr: 'A123456780',
  nachname: 'Müller',
  vorname: 'Anna',
  geburtsdatum: null,
  fallgruppe: 'Kardio',
  fachgebiet: 'Kardiologie',
  erstgespraech: true,
  abbruch: false,
  unterlagen: false,
  gutachten: true,
  fg: false,
  icd10: 'I21.0',
  gutachten_ergebnis: 'teilweise_bestaetigt',
  therapieaenderung: false,
}
const headers = SYNC_COLUMNS.map((column) => column.header)

describe('sync workbook', () => {
  it('exports German cell values: x markers, Ergebnis labels, ja/nein, UTC-midnight dates', () => {
    expect(exportRow(exported)).toEqual([
      exported.id,
      3,
      '2026-01-05_A123456780',
      new Date('2026-01-05T00:00:00Z'),
      'A123456780',
      'Müller',
      'Anna',
      null,
      'Kardio',
      'Kardiologie',
      'x',
      null,
      null,
      'x',
      null,
      'I21.0',
      'teilweise bestätigt',
      'nein',
    ])
  })

  it('reads back exactly what it exported (round trip)', () => {
    const header = mapHeader(headers) as HeaderMap
    const parsed = parseImportRow(2, exportRow(exported), header)
    expect(parsed).toEqual({
      row: 2,
      id: exported.id,
      version: 3,
      edits: {
        erstgespraech: true,
        abbruch: false,
        unterlagen: false,
        gutachten: true,
        fg: false,
        icd10: 'I21.0',
        gutachten_ergebnis: 'teilweise_bestaetigt',
        therapieaenderung: false,
      },
    })
    expect(changedEdits((parsed as { edits: object }).edits, exported)).toEqual({})
  })

  it('matches columns by header, needs ID and Version, and takes any subset of editable columns', () => {
    expect(mapHeader(['Fall-ID', 'ICD-10'])).toEqual({ missing: ['ID', 'Version'] })
    expect(mapHeader(['ICD-10', ' Version ', 'ID', 'Nachname'])).toEqual({ id: 2, version: 1, editable: { icd10: 0 } })
  })

  it('accepts spreadsheet spellings and reports every bad cell of a row in one message', () => {
    const header = mapHeader(['ID', 'Version', 'FG', 'ICD-10', 'Gutachten-Ergebnis', 'Therapieänderung']) as HeaderMap
    expect(parseImportRow(5, [exported.id, '4', ' X ', ' c509 ', 'NICHT BESTÄTIGT', 'Ja'], header)).toEqual({
      row: 5,
      id: exported.id,
      version: 4,
      edits: { fg: true, icd10: 'C50.9', gutachten_ergebnis: 'nicht_bestaetigt', therapieaenderung: true },
    })
    expect(parseImportRow(6, [exported.id, 1, '', null, '  ', null], header)).toMatchObject({
      edits: { fg: false, icd10: null, gutachten_ergebnis: null, therapieaenderung: null },
    })
    const bad = parseImportRow(7, ['nope', 0, 'y', 'XYZ', 'gut', 'vielleicht'], header)
    expect(bad).toEqual({ row: 7, message: expect.any(String) })
    expect((bad as { message: string }).message.split('; ').map((part) => part.split(':')[0])).toEqual([
      'ID',
      'Version',
      'FG',
      'ICD-10',
      'Gutachten-Ergebnis',
      'Therapieänderung',
    ])
  })

  it('a Version beyond PostgreSQL integer is a row error, not a database failure', () => {
    const header = mapHeader(['ID', 'Version', 'FG']) as HeaderMap
    expect(parseImportRow(8, [exported.id, 2147483648, 'x'], header)).toEqual({
      row: 8,
      message: expect.stringContaining('Version'),
    })
    expect(parseImportRow(9, [exported.id, '2147483647', 'x'], header)).toMatchObject({ version: 2147483647 })
  })

  it('changedEdits keeps only values that differ', () => {
    expect(changedEdits({ icd10: 'C50.9', fg: false }, exported)).toEqual({ icd10: 'C50.9' })
  })
})
