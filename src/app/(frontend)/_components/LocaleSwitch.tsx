import { SITE_LOCALES } from '@/lib/site/locales'
import { sitePath } from '@/lib/site/routes'
import { messagesFor } from '../_lib/messages'
import type { SiteRoute } from '../_lib/resolveRoute'

/** Link to the same document in the other locale(s). */
export function LocaleSwitch({ route }: { route: SiteRoute }) {
  return (
    <nav className="locale-switch" aria-label={route.locale === 'de' ? 'Sprache' : 'Language'}>
      {SITE_LOCALES.filter((locale) => locale !== route.locale).map((locale) => (
        <a key={locale} href={sitePath(locale, route.collection, route.slug)} hrefLang={locale} lang={locale}>
          {messagesFor(route.locale).otherLanguage}
        </a>
      ))}
    </nav>
  )
}
