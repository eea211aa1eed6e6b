import { CmsLink, isShownLink } from '@/blocks/shared/CmsLink'
import { LocationDetails } from '@/blocks/shared/LocationDetails'
import { SOCIAL_PLATFORM_NAMES } from '@/fields/socialLinks'
import type { Page } from '@/payload-types'
import type { SiteLocale } from '@/lib/site/locales'
import { sitePath } from '@/lib/site/routes'
import type { SiteFrameProps } from './SiteHeader'

const pageHref = (page: number | Page | null | undefined, locale: SiteLocale): string | null =>
  typeof page === 'object' && page?.slug ? sitePath(locale, 'pages', page.slug) : null

/**
 * The site's footer: link columns, the chosen location's address, contact and opening hours, social links and
 * the legal links (Impressum and Datenschutz, which every German business site must link from each page).
 */
export function SiteFooter({ name, settings, locale, t }: SiteFrameProps) {
  const columns = settings?.footerColumns ?? []
  const location = typeof settings?.footerLocation === 'object' ? settings.footerLocation : null
  const social = settings?.socialLinks ?? []
  const legal = [
    { href: pageHref(settings?.imprintPage, locale), label: t.imprint },
    { href: pageHref(settings?.privacyPage, locale), label: t.privacy },
  ].filter((link): link is { href: string; label: string } => link.href !== null)
  return (
    <footer className="site-footer">
      {columns.length > 0 || location ? (
        <div className="footer-grid">
          {columns.map((column, index) => (
            <section key={column.id ?? index} className="footer-column">
              <h2 className="footer-heading">{column.heading}</h2>
              <ul>
                {(column.links ?? [])
                  .filter((entry) => isShownLink(entry.link, locale))
                  .map((entry, linkIndex) => (
                    <li key={entry.id ?? linkIndex}>
                      <CmsLink link={entry.link} locale={locale} />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
          {location ? (
            <section className="footer-column footer-location">
              <h2 className="footer-heading">{location.name}</h2>
              <LocationDetails location={location} locale={locale} />
            </section>
          ) : null}
        </div>
      ) : null}
      {social.length > 0 ? (
        <ul className="footer-social" aria-label={t.socialLinks}>
          {social.map((link, index) => (
            <li key={link.id ?? index}>
              <a href={link.url} rel="noopener noreferrer me">
                {SOCIAL_PLATFORM_NAMES[link.platform][locale]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="footer-bottom">
        <small>
          © {new Date().getFullYear()} {name}
        </small>
        {legal.length > 0 ? (
          <nav aria-label={t.legal}>
            <ul className="footer-legal">
              {legal.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  )
}
