import type { SiteLocale } from '@/lib/site/locales'
import { sitePath } from '@/lib/site/routes'
import { messagesFor } from '../_lib/messages'
import type { SiteRoute } from '../_lib/resolveRoute'

/** Links to the same document in the other locales it is translated into; nothing when there are none. */
export function LocaleSwitch({ route, locales }: { route: SiteRoute; locales: SiteLocale[] }) {
  const others = locales.filter((locale) => locale !== route.locale)
  if (others.length === 0) return null
  return (
    <nav className="locale-switch" aria-label={route.locale === 'de' ? 'Sprache' : 'Language'}>
      {others.map((locale) => (
        <a key={locale} href={sitePath(locale, route.collection, route.slug)} hrefLang={locale} lang={locale}>
          {messagesFor(route.locale).otherLanguage}
        </a>
      ))}
    </nav>
  )
}
