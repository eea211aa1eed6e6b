import type { Metadata } from 'next'
import type React from 'react'
import '../../../styles.css'
import { LivePreviewRefresh } from '@/app/(frontend)/_components/lazy'
import { SiteFooter } from '@/app/(frontend)/_components/SiteFooter'
import { SiteHeader } from '@/app/(frontend)/_components/SiteHeader'
import { messagesFor } from '@/app/(frontend)/_lib/messages'
import { draftViewer, getSiteSettings, getSiteTenant } from '@/app/(frontend)/_lib/siteData'
import { siteFontStyles } from '@/lib/site/fontChoices'
import { SITE_FONT_LOADERS } from '@/lib/site/fonts'
import { siteLocaleOf } from '@/lib/site/locales'
import { siteThemeVariables } from '@/lib/site/theme'

type Props = { children: React.ReactNode; params: Promise<{ host: string; locale: string }> }

/** The tenant's favicon and app icon (site settings); Next's default icon otherwise. */
export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { host, locale } = await params
  const tenant = await getSiteTenant(decodeURIComponent(host))
  const favicon = tenant ? (await getSiteSettings(tenant, siteLocaleOf(locale)))?.brand?.favicon : null
  return typeof favicon === 'object' && favicon?.url ? { icons: { icon: favicon.url, apple: favicon.url } } : {}
}

/**
 * Root layout of a tenant site: `<html lang>` from the locale; the tenant's brand (colours and fonts), menu and
 * footer (site settings).
 */
export default async function SiteLayout({ children, params }: Props) {
  const { host, locale: localeParam } = await params
  const locale = siteLocaleOf(localeParam)
  const t = messagesFor(locale)
  const tenant = await getSiteTenant(decodeURIComponent(host))
  const settings = tenant ? await getSiteSettings(tenant, locale) : null
  const draft = (await draftViewer(tenant)) !== null
  const theme = siteThemeVariables(settings?.brand, tenant?.slug ?? host) as React.CSSProperties
  const fonts = siteFontStyles(settings?.brand, SITE_FONT_LOADERS)
  const name = tenant?.name ?? host
  return (
    <html lang={locale} className={fonts.className || undefined} style={fonts.style as React.CSSProperties}>
      <body style={theme}>
        <a className="skip-link" href="#main">
          {t.skipToContent}
        </a>
        {draft ? (
          <div className="draft-banner" role="status">
            {t.draftBanner} <a href={`/exit-preview?path=/${locale}`}>{t.exitPreview}</a>
            <LivePreviewRefresh />
          </div>
        ) : null}
        <SiteHeader name={name} settings={settings} locale={locale} t={t} />
        <main id="main" className="site-main">
          {children}
        </main>
        <SiteFooter name={name} settings={settings} locale={locale} t={t} />
      </body>
    </html>
  )
}
