import { describe, expect, it } from 'vitest'
import { csvRows } from '@/endpoints/csv'

/** The characters of a CSV text that lie outside quoted fields (separators and line ends only, if all is quoted). */
function unquoted(csv: string): string {
  let inside = false
  let out = ''
  for (const char of csv) {
    if (char === '"') inside = !inside
    else if (!inside) out += char
  }
  return out
}

describe('CSV for spreadsheets', () => {
  it('quotes every field, doubles quotes and keeps empty values empty', () => {
    expect(csvRows([['a', 1, null, undefined, true]])).toBe('"a","1",,,"true"\r\n')
    expect(csvRows([['x,y', 'say "hi"', 'two\nlines']])).toBe('"x,y","say ""hi""","two\nlines"\r\n')
    expect(csvRows([[new Date('2026-03-01T10:00:00Z')], ['b']])).toBe('"2026-03-01T10:00:00.000Z"\r\n"b"\r\n')
  })

  it('neutralises fields that start like a formula or with a control character', () => {
    expect(csvRows([['=1+1', '+a', '-b', '@c', '\tTab', '\rCR', 'ok=1']])).toBe(
      `"'=1+1","'+a","'-b","'@c","'\tTab","'\rCR","ok=1"\r\n`,
    )
  })

  it('keeps a semicolon-separated formula inside one quoted cell (German Excel list separator)', () => {
    const csv = csvRows([['1', 'Termin;=2*21;Rueckruf', '=HYPERLINK("http://evil.test")']])
    expect(csv).toBe(`"1","Termin;=2*21;Rueckruf","'=HYPERLINK(""http://evil.test"")"\r\n`)
    expect(unquoted(csv)).toBe(',,\r\n')
  })
})
