// The line format vCard (RFC 6350 §3.2) and iCalendar (RFC 5545 §3.1) share.

export const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75

/** Folds at 75 UTF-8 octets with CRLF + space, never inside a code point. */
export function foldLine(line: string): string {
  let folded = ''
  let octetsOnLine = 0
  for (const char of line) {
    const octets = utf8Length(char)
    if (octetsOnLine + octets > MAX_LINE_OCTETS) {
      folded += `${CRLF} `
      octetsOnLine = 1
    }
    folded += char
    octetsOnLine += octets
  }
  return folded
}

function utf8Length(char: string): number {
  const codePoint = char.codePointAt(0) ?? 0
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  return codePoint < 0x10000 ? 3 : 4
}

/** A UTC timestamp in the basic format both RFCs use: `20261228T100000Z`. */
export const utcTimestamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
