import type { SiteLocale } from '@/lib/site/locales'
import type { DetailCollection } from '@/lib/site/routes'
import { messagesFor } from '../_lib/messages'

/** What a visitor calls each kind of detail page (the breadcrumb between the home page and the document). */
const COLLECTION_NAMES: Record<DetailCollection, { de: string; en: string }> = {
  posts: { de: 'Beiträge', en: 'Posts' },
  services: { de: 'Leistungen', en: 'Services' },
  team: { de: 'Team', en: 'Team' },
  portfolios: { de: 'Portfolio', en: 'Portfolio' },
  events: { de: 'Veranstaltungen', en: 'Events' },
  jobs: { de: 'Stellenangebote', en: 'Jobs' },
}

/** Home › kind › this document, above a detail page; the home link doubles as the way back. */
export function Breadcrumbs({
  locale,
  collection,
  title,
}: {
  locale: SiteLocale
  collection: DetailCollection
  title: string
}) {
  const t = messagesFor(locale)
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumbs}>
      <ol>
        <li>
          <a href={`/${locale}`}>{t.home}</a>
        </li>
        <li>{COLLECTION_NAMES[collection][locale]}</li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  )
}
