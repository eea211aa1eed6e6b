import { CmsLink, isShownLink, linkHref } from '@/blocks/shared/CmsLink'
import type { Media, MenuLink, SiteSetting } from '@/payload-types'
import type { SiteLocale } from '@/lib/site/locales'
import type { SiteMessages } from '../_lib/messages'
import { MenuToggle } from './MenuToggle'

const mediaOf = (value: number | Media | null | undefined): Media | null =>
  typeof value === 'object' && value?.url ? value : null

/** A wide logo carries the name itself (a wordmark); beside a square mark the name is written out. */
const isWordmark = (logo: Media | null): boolean => !!logo?.width && !!logo.height && logo.width / logo.height >= 2

type MenuEntry = NonNullable<SiteSetting['menu']>[number]

/** A top-level entry: a link, or a disclosure (`<details>`, no script) whose list starts with the entry's own page. */
function MenuItem({ entry, locale, t }: { entry: MenuEntry; locale: SiteLocale; t: SiteMessages }) {
  const children = (entry.children ?? [])
    .map((child) => child.link)
    .filter((link): link is MenuLink => isShownLink(link, locale))
  if (!entry.link?.label) return null
  if (children.length === 0 && !isShownLink(entry.link, locale)) return null
  if (children.length === 0)
    return (
      <li className="menu-item">
        <CmsLink link={entry.link} locale={locale} />
      </li>
    )
  const ownHref = linkHref(entry.link, locale)
  return (
    <li className="menu-item has-children">
      {/* One name for all: opening one submenu closes the others. */}
      <details className="submenu" name="site-menu">
        <summary>{entry.link.label}</summary>
        <ul>
          {ownHref ? (
            <li>
              <CmsLink link={{ ...entry.link, label: `${entry.link.label}: ${t.overview}` }} locale={locale} />
            </li>
          ) : null}
          {children.map((link, index) => (
            <li key={index}>
              <CmsLink link={link} locale={locale} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  )
}

/** What the header and the footer are drawn from: the tenant's name, its site settings, the locale's texts. */
export type SiteFrameProps = { name: string; settings: SiteSetting | null; locale: SiteLocale; t: SiteMessages }

/** The site's header: logo (or name) linking home, the two-level menu and the call-to-action button. */
export function SiteHeader({ name, settings, locale, t }: SiteFrameProps) {
  const logo = mediaOf(settings?.brand?.logo)
  const menu = settings?.menu ?? []
  const hasCta = isShownLink(settings?.cta, locale)
  return (
    <header className="site-header">
      <a className="site-brand" href={`/${locale}`}>
        {logo ? (
          // A plain img: logos are often SVG, which next/image refuses by default.
          <img className="site-logo" src={logo.url!} alt="" width={logo.width ?? 160} height={logo.height ?? 48} />
        ) : null}
        <span className={isWordmark(logo) ? 'site-name visually-hidden' : 'site-name'}>{name}</span>
      </a>
      {menu.length > 0 || hasCta ? (
        <MenuToggle labels={{ open: t.openMenu, close: t.closeMenu }}>
          <nav aria-label={t.mainNavigation}>
            <ul className="menu-list">
              {menu.map((entry, index) => (
                <MenuItem key={entry.id ?? index} entry={entry} locale={locale} t={t} />
              ))}
            </ul>
          </nav>
          {hasCta ? <CmsLink link={settings?.cta} locale={locale} className="site-cta" /> : null}
        </MenuToggle>
      ) : null}
    </header>
  )
}
