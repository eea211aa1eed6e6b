import { CRLF, foldLine, utcTimestamp } from '@/lib/text/contentLines'

type Optional<T> = T | null | undefined

export type VCardAddress = {
  street?: Optional<string>
  city?: Optional<string>
  postalCode?: Optional<string>
  country?: Optional<string>
}

export type VCardSocialLink = {
  platform: string
  url: string
}

/** The team-member fields a vCard is built from; null is accepted because Payload returns it for empty fields. */
export type VCardPerson = {
  name: string
  givenName?: Optional<string>
  familyName?: Optional<string>
  role?: Optional<string>
  department?: Optional<string>
  organization?: Optional<string>
  email?: Optional<string>
  phone?: Optional<string>
  mobile?: Optional<string>
  website?: Optional<string>
  address?: Optional<VCardAddress>
  photoUrl?: Optional<string>
  socialLinks?: Optional<readonly VCardSocialLink[]>
  note?: Optional<string>
  slug: string
  updatedAt?: Optional<string | Date>
}

export type VCardOptions = {
  /** Resolves relative URLs (e.g. Payload media paths like `/api/media/file/x.jpg`); without it they are dropped. */
  baseUrl?: string
}

/** Builds a vCard 4.0 (RFC 6350) document, CRLF-terminated and folded at 75 octets. */
export function buildVCard(person: VCardPerson, options: VCardOptions = {}): string {
  const lines = ['BEGIN:VCARD', 'VERSION:4.0']
  const add = (nameAndParams: string, value: string | undefined): void => {
    if (value !== undefined) lines.push(`${nameAndParams}:${value}`)
  }
  const url = (value: Optional<string>): string | undefined => toHttpUrl(value, options.baseUrl)

  const fullName = clean(person.name) ?? ''
  // UID must be stable across downloads so contact apps update instead of duplicating.
  add('UID;VALUE=text', mapDefined(clean(person.slug), escapeText))
  add('FN', escapeText(fullName))
  add('N', structuredName(person, fullName))

  const organization = clean(person.organization)
  const department = clean(person.department)
  if (organization !== undefined || department !== undefined) {
    add('ORG', compound(department === undefined ? [organization] : [organization, department]))
  }
  add('TITLE', mapDefined(clean(person.role), escapeText))
  add('EMAIL;TYPE=work', mapDefined(clean(person.email), escapeText))
  add('TEL;VALUE=uri;TYPE=work', telUri(person.phone))
  add('TEL;VALUE=uri;TYPE=cell', telUri(person.mobile))
  add('URL', url(person.website))

  const address = person.address
  if (address) {
    const parts = [address.street, address.city, address.postalCode, address.country].map(clean)
    if (parts.some((part) => part !== undefined)) {
      const [street, city, postalCode, country] = parts
      // ADR components: PO box; extended address; street; locality; region; postal code; country.
      add('ADR;TYPE=work', compound([undefined, undefined, street, city, undefined, postalCode, country]))
    }
  }

  add('PHOTO', url(person.photoUrl))
  for (const link of person.socialLinks ?? []) {
    // RFC 6350 has no social-profile property; X-SOCIALPROFILE is what Apple and Google Contacts read.
    const platform = link.platform.toLowerCase().replace(/[^a-z0-9-]/g, '')
    add(platform === '' ? 'X-SOCIALPROFILE' : `X-SOCIALPROFILE;TYPE=${platform}`, url(link.url))
  }
  add('NOTE', mapDefined(clean(person.note), escapeText))
  add('REV', revision(person.updatedAt))
  lines.push('END:VCARD')

  return lines.map(foldLine).join(CRLF) + CRLF
}

/**
 * Trims, normalises line breaks to LF and drops control characters that
 * RFC 6350 does not allow in values. Empty results count as absent.
 */
function clean(value: Optional<string>): string | undefined {
  if (typeof value !== 'string') return undefined
  const cleaned = value
    .replace(/\r\n?/g, '\n')
    .replace(/(?![\n\t])\p{Cc}/gu, '')
    .trim()
  return cleaned === '' ? undefined : cleaned
}

function mapDefined<T, R>(value: T | undefined, map: (value: T) => R): R | undefined {
  return value === undefined ? undefined : map(value)
}

/** RFC 6350 §3.4: backslash, comma and newline are escaped in every text value. */
function escapeText(value: string): string {
  return value.replace(/[\\,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`))
}

/**
 * Joins the components of a compound value (N, ADR, ORG). Only here is ";" a
 * separator, so only here must a literal ";" be escaped; escaping it in plain
 * text values would leave a stray backslash in parsers such as ical.js.
 */
function compound(components: ReadonlyArray<string | undefined>): string {
  return components.map((component) => escapeText(component ?? '').replace(/;/g, '\\;')).join(';')
}

function structuredName(person: VCardPerson, fullName: string): string {
  let familyName = clean(person.familyName)
  let givenName = clean(person.givenName)
  if (familyName === undefined && givenName === undefined) {
    // Contact apps sort and display by N, so guess it from FN ("Anna Maria Schmidt" → Schmidt; Anna Maria).
    const lastSpace = fullName.lastIndexOf(' ')
    familyName = fullName.slice(lastSpace + 1) || undefined
    givenName = lastSpace > 0 ? fullName.slice(0, lastSpace).trim() : undefined
  }
  // N components: family; given; additional; prefixes; suffixes.
  return compound([familyName, givenName, undefined, undefined, undefined])
}

/** RFC 3966 tel: URI. A "(0)" trunk prefix after a country code is dropped because it must not be dialled. */
function telUri(phone: Optional<string>): string | undefined {
  const raw = clean(phone)
  if (raw === undefined) return undefined
  const international = raw.startsWith('+')
  const digits = (international ? raw.replace(/\(0\)/g, '') : raw).replace(/\D/g, '')
  if (digits === '') return undefined
  return `tel:${international ? '+' : ''}${digits}`
}

function toHttpUrl(value: Optional<string>, baseUrl: string | undefined): string | undefined {
  const raw = clean(value)
  if (raw === undefined) return undefined
  // Editors often enter "www.example.com"; treat that as https rather than as a relative path.
  const looksLikeBareHost =
    /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/:?#]|$)/i.test(raw) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)
  let parsed: URL
  try {
    parsed = looksLikeBareHost ? new URL(`https://${raw}`) : new URL(raw, baseUrl)
  } catch {
    return undefined
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
}

/** REV as an RFC 6350 timestamp (basic format, UTC). */
function revision(updatedAt: Optional<string | Date>): string | undefined {
  if (updatedAt === null || updatedAt === undefined) return undefined
  const date = new Date(updatedAt)
  if (Number.isNaN(date.getTime())) return undefined
  return utcTimestamp(date)
}
