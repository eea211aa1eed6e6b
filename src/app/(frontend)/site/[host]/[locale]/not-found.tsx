import { messagesFor } from '@/app/(frontend)/_lib/messages'
import { SITE_LOCALES } from '@/lib/site/locales'

/** 404 inside the tenant's layout (name, colours); not-found pages get no params, so both languages. */
export default function SiteNotFound() {
  return (
    <section className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      {SITE_LOCALES.map((locale) => {
        const t = messagesFor(locale)
        return (
          <div key={locale} lang={locale}>
            <h1>{t.notFoundTitle}</h1>
            <p>{t.notFoundText}</p>
            <a className="button" href={`/${locale}`}>
              {t.toHome}
            </a>
          </div>
        )
      })}
    </section>
  )
}
