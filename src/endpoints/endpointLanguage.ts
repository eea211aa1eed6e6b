export type Language = 'de' | 'en'

const LANGUAGES: readonly string[] = ['de', 'en'] satisfies Language[]

/** The language an Accept-Language header prefers among German and English (by q-value, then order), if any. */
export function acceptedLanguage(header: string | null | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ language, q }) => LANGUAGES.includes(language) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.language as Language | undefined
}

/**
 * The language of an endpoint's error messages. Signed-in callers get their admin language (Payload's
 * request language: cookie, Accept-Language, else German). Public endpoints, whose callers have no admin,
 * follow Accept-Language and answer in English without one, as they always have.
 */
export function endpointLanguage(
  isPublic: boolean,
  request: { acceptLanguage: string | null | undefined; adminLanguage: string | undefined },
): Language {
  if (isPublic) return acceptedLanguage(request.acceptLanguage) ?? 'en'
  return request.adminLanguage === 'en' ? 'en' : 'de'
}
