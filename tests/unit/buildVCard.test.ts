import fc from 'fast-check'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { buildVCard, type VCardPerson } from '../../src/lib/vcard/buildVCard'

type JCardProperty = [name: string, params: Record<string, unknown>, valueType: string, ...values: unknown[]]

/** Parses with ical.js, an independent RFC 6350 implementation, and returns the jCard properties. */
function parseProperties(vcard: string): JCardProperty[] {
  const jcard = ICAL.parse(vcard) as unknown as [string, JCardProperty[], unknown[]]
  expect(jcard[0]).toBe('vcard')
  return jcard[1]
}

function valuesOf(vcard: string, name: string): unknown[] {
  return parseProperties(vcard)
    .filter(([propertyName]) => propertyName === name)
    .map(([, , , value]) => value)
}

function valueOf(vcard: string, name: string): unknown {
  const values = valuesOf(vcard, name)
  expect(values, `exactly one ${name}`).toHaveLength(1)
  return values[0]
}

const octets = (text: string): number => new TextEncoder().encode(text).length
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function expectWellFormedLines(vcard: string): void {
  expect(vcard.endsWith('\r\n')).toBe(true)
  expect(vcard).not.toMatch(/(?<!\r)\n|\r(?!\n)/)
  for (const line of vcard.slice(0, -2).split('\r\n')) {
    expect(octets(line), line).toBeLessThanOrEqual(75)
    expect(line).not.toMatch(LONE_SURROGATE)
  }
}

const fullPerson: VCardPerson = {
  name: 'Dr. Jürgen Müller-Lüdenscheidt',
  givenName: 'Jürgen',
  familyName: 'Müller-Lüdenscheidt',
  role: 'Head of Claims, Motor',
  department: 'Schaden; Kfz',
  organization: 'Acme Versicherung AG',
  email: 'juergen.mueller@example.com',
  phone: '+49 (0)30 1234 567-0',
  mobile: '0171 / 123 45 67',
  website: 'www.example.com/team',
  address: { street: 'Hauptstraße 1', city: 'Köln', postalCode: '50667', country: 'Deutschland' },
  photoUrl: 'https://cdn.example.com/media/juergen.jpg',
  socialLinks: [
    { platform: 'LinkedIn', url: 'https://www.linkedin.com/in/jmueller' },
    { platform: 'x (Twitter)', url: 'https://x.com/jmueller' },
  ],
  note: 'Line one\nLine two',
  slug: 'juergen-mueller',
  updatedAt: '2024-01-15T10:30:00.000Z',
}

describe('buildVCard', () => {
  const vcard = buildVCard(fullPerson)

  it('produces a vCard 4.0 with CRLF line endings', () => {
    expect(vcard.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true)
    expect(vcard.endsWith('END:VCARD\r\n')).toBe(true)
    expectWellFormedLines(vcard)
    expect(valueOf(vcard, 'version')).toBe('4.0')
  })

  it('writes every field so that ical.js reads it back unchanged', () => {
    expect(valueOf(vcard, 'uid')).toBe('juergen-mueller')
    expect(valueOf(vcard, 'fn')).toBe('Dr. Jürgen Müller-Lüdenscheidt')
    expect(valueOf(vcard, 'n')).toEqual(['Müller-Lüdenscheidt', 'Jürgen', '', '', ''])
    expect(valueOf(vcard, 'org')).toEqual(['Acme Versicherung AG', 'Schaden; Kfz'])
    expect(valueOf(vcard, 'title')).toBe('Head of Claims, Motor')
    expect(valueOf(vcard, 'email')).toBe('juergen.mueller@example.com')
    expect(valuesOf(vcard, 'tel')).toEqual(['tel:+493012345670', 'tel:01711234567'])
    expect(valueOf(vcard, 'url')).toBe('https://www.example.com/team')
    expect(valueOf(vcard, 'adr')).toEqual(['', '', 'Hauptstraße 1', 'Köln', '', '50667', 'Deutschland'])
    expect(valueOf(vcard, 'photo')).toBe('https://cdn.example.com/media/juergen.jpg')
    expect(valuesOf(vcard, 'x-socialprofile')).toEqual([
      'https://www.linkedin.com/in/jmueller',
      'https://x.com/jmueller',
    ])
    expect(valueOf(vcard, 'note')).toBe('Line one\nLine two')
    expect(valueOf(vcard, 'rev')).toBe('2024-01-15T10:30:00Z')
  })

  it('sets the type and value parameters', () => {
    const params = Object.fromEntries(
      parseProperties(vcard).map(([name, parameters, valueType]) => [name, { parameters, valueType }]),
    )
    expect(params.email?.parameters).toEqual({ type: 'work' })
    expect(params.adr?.parameters).toEqual({ type: 'work' })
    expect(params.uid?.valueType).toBe('text')
    const tels = parseProperties(vcard).filter(([name]) => name === 'tel')
    expect(tels.map(([, parameters, valueType]) => [parameters.type, valueType])).toEqual([
      ['work', 'uri'],
      ['cell', 'uri'],
    ])
    const socialTypes = parseProperties(vcard)
      .filter(([name]) => name === 'x-socialprofile')
      .map(([, parameters]) => parameters.type)
    expect(socialTypes).toEqual(['linkedin', 'xtwitter'])
  })

  it('escapes ";" only in compound properties and always escapes "\\", "," and newlines', () => {
    const raw = buildVCard({
      name: 'A;B',
      familyName: 'Fam;ily',
      givenName: 'Gi,ven',
      organization: 'Org\\Name',
      department: 'Dept;1',
      note: 'x;y,z\\w\nv',
      slug: 's',
    })
    expect(raw).toContain('\r\nFN:A;B\r\n')
    expect(raw).toContain('\r\nN:Fam\\;ily;Gi\\,ven;;;\r\n')
    expect(raw).toContain('\r\nORG:Org\\\\Name;Dept\\;1\r\n')
    expect(raw).toContain('\r\nNOTE:x;y\\,z\\\\w\\nv\r\n')
  })

  it('round-trips commas, semicolons, newlines, backslashes, umlauts and emoji', () => {
    const tricky = 'Ä, ö; ü\\ß 👩‍💻 "quoted"\nzweite Zeile: 🇩🇪'
    const card = buildVCard({
      name: tricky,
      givenName: tricky,
      familyName: tricky,
      role: tricky,
      organization: tricky,
      department: tricky,
      address: { street: tricky, city: tricky, postalCode: tricky, country: tricky },
      note: tricky,
      slug: 'tricky',
    })
    expectWellFormedLines(card)
    for (const name of ['fn', 'title', 'note']) expect(valueOf(card, name)).toBe(tricky)
    expect(valueOf(card, 'n')).toEqual([tricky, tricky, '', '', ''])
    expect(valueOf(card, 'org')).toEqual([tricky, tricky])
    expect(valueOf(card, 'adr')).toEqual(['', '', tricky, tricky, '', tricky, tricky])
  })

  it('folds very long values at 75 octets without splitting characters', () => {
    const note = `${'Größenwahn 🚀 '.repeat(80)}Ende`
    const card = buildVCard({ name: 'Long', note, slug: 'long' })
    expectWellFormedLines(card)
    const lines = card.split('\r\n')
    const first = lines.findIndex((line) => line.startsWith('NOTE:'))
    const continuations = lines.slice(first + 1).filter((line) => line.startsWith(' '))
    expect(continuations.length).toBeGreaterThanOrEqual(19)
    // Every folded line is filled up to 75 octets, give or take one 4-octet character.
    for (const line of [lines[first] ?? '', ...continuations.slice(0, -1)]) {
      expect(octets(line)).toBeGreaterThan(71)
    }
    expect(valueOf(card, 'note')).toBe(note)
  })

  it('omits absent, empty and null fields', () => {
    const card = buildVCard({
      name: 'Solo',
      role: '   ',
      email: null,
      phone: 'n/a',
      address: { street: null, city: '' },
      socialLinks: null,
      updatedAt: 'not a date',
      slug: 'solo',
    })
    const names = parseProperties(card).map(([name]) => name)
    expect(names).toEqual(['version', 'uid', 'fn', 'n'])
  })

  it('derives N from the full name when given and family name are missing', () => {
    expect(valueOf(buildVCard({ name: 'Anna Maria Schmidt', slug: 'a' }), 'n')).toEqual([
      'Schmidt',
      'Anna Maria',
      '',
      '',
      '',
    ])
    expect(valueOf(buildVCard({ name: 'Cher', slug: 'c' }), 'n')).toEqual(['Cher', '', '', '', ''])
  })

  it('writes ORG with an empty first component when only a department is known', () => {
    expect(valueOf(buildVCard({ name: 'X', department: 'Vertrieb', slug: 'x' }), 'org')).toEqual(['', 'Vertrieb'])
  })

  it('keeps only http(s) URLs and resolves relative ones against baseUrl', () => {
    const person: VCardPerson = {
      name: 'U',
      website: 'javascript:alert(1)',
      photoUrl: '/api/media/file/u.jpg',
      socialLinks: [{ platform: 'evil', url: 'data:text/html,hi' }],
      slug: 'u',
    }
    const withoutBase = buildVCard(person)
    expect(valuesOf(withoutBase, 'url')).toEqual([])
    expect(valuesOf(withoutBase, 'photo')).toEqual([])
    expect(valuesOf(withoutBase, 'x-socialprofile')).toEqual([])
    expect(valueOf(buildVCard(person, { baseUrl: 'https://cms.example.com' }), 'photo')).toBe(
      'https://cms.example.com/api/media/file/u.jpg',
    )
  })

  it('normalises CR/CRLF in input and strips control characters', () => {
    const card = buildVCard({ name: 'Tab\tName\u0007', note: 'a\r\nb\rc\u0000', slug: 'ctl' })
    expectWellFormedLines(card)
    expect(valueOf(card, 'fn')).toBe('Tab\tName')
    expect(valueOf(card, 'note')).toBe('a\nb\nc')
  })

  it('accepts a Date for updatedAt', () => {
    expect(
      valueOf(buildVCard({ name: 'D', slug: 'd', updatedAt: new Date(Date.UTC(2023, 11, 31, 23, 59, 58)) }), 'rev'),
    ).toBe('2023-12-31T23:59:58Z')
  })
})

describe('buildVCard – properties', () => {
  // What buildVCard is expected to keep of a value: LF line breaks, no control characters, trimmed.
  const expectedText = (value: string): string =>
    value
      .replace(/\r\n?/g, '\n')
      .replace(/(?![\n\t])\p{Cc}/gu, '')
      .trim()
  const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }).filter((value) => expectedText(value) !== '')
  // ical.js treats "\;" after an escaped backslash as escaped, so a compound component must not end in "\".
  const component = text.filter((value) => !expectedText(value).endsWith('\\'))

  it('round-trips arbitrary text through ical.js with well-formed lines', () => {
    fc.assert(
      fc.property(text, text, text, (name, role, note) => {
        const card = buildVCard({ name, role, note, slug: 'p' })
        expectWellFormedLines(card)
        expect(valueOf(card, 'fn')).toBe(expectedText(name))
        expect(valueOf(card, 'title')).toBe(expectedText(role))
        expect(valueOf(card, 'note')).toBe(expectedText(note))
      }),
    )
  })

  it('round-trips arbitrary compound components through ical.js', () => {
    fc.assert(
      fc.property(component, component, component, (organization, department, street) => {
        const card = buildVCard({
          name: 'n',
          givenName: organization,
          familyName: department,
          organization,
          department,
          address: { street },
          slug: 'p',
        })
        expectWellFormedLines(card)
        expect(valueOf(card, 'org')).toEqual([expectedText(organization), expectedText(department)])
        expect(valueOf(card, 'n')).toEqual([expectedText(department), expectedText(organization), '', '', ''])
        expect(valueOf(card, 'adr')).toEqual(['', '', expectedText(street), '', '', '', ''])
      }),
    )
  })
})
