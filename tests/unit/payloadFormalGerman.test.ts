import { de } from '@payloadcms/translations/languages/de'
import { describe, expect, it } from 'vitest'
import payloadFormalGerman from '@/i18n/payloadFormalGerman.json' with { type: 'json' }

type Texts = { [key: string]: string | Texts }

/** "du", its forms and the informal imperatives Payload's German uses (each one seen in its texts). */
const INFORMAL =
  /\b(du|Du|dich|dir|dein\w*|Dein\w*|bist|hast|kannst|möchtest|Möchtest|musst|wirst|erhältst|siehst|gib|Gib|wähle|Wähle|klicke|überprüfe|Erstelle|Setze|Speichere|verifiziere|Ziehe|Suche Widgets)\b/

function flatten(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  )
}

describe('the admin’s German says "Sie"', () => {
  const payloadGerman = Object.fromEntries(flatten(de.translations as unknown as Texts))
  const overrides = flatten(payloadFormalGerman as Texts)

  it('replaces every informal text of Payload’s German (Payload merges the table over its own)', () => {
    const merged = { ...payloadGerman, ...Object.fromEntries(overrides) }
    const informal = Object.entries(merged).filter(([, text]) => INFORMAL.test(text))
    expect(informal).toEqual([])
    // The table is not empty and did replace informal texts (the check above fails without it).
    expect(Object.entries(payloadGerman).filter(([, text]) => INFORMAL.test(text)).length).toBeGreaterThan(60)
  })

  it('overrides only keys Payload has, keeping each placeholder and tag', () => {
    for (const [key, text] of overrides) {
      expect(payloadGerman, key).toHaveProperty([key])
      const marks = (value: string) => (value.match(/\{\{\w+\}\}|<\/?\d>|<\/?a[^>]*>|<br>/g) ?? []).sort()
      expect(marks(text), key).toEqual(marks(payloadGerman[key]!))
    }
  })

  it('says "create" as a verb after the thing: "Seite erstellen", not "Erstelle Seite"', () => {
    expect(Object.fromEntries(overrides)['general.creatingNewLabel']).toBe('{{label}} erstellen')
  })
})
