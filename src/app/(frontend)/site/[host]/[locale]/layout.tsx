import type React from 'react'
import '../../../styles.css'
import { LivePreviewRefresh } from '@/app/(frontend)/_components/lazy'
import { messagesFor } from '@/app/(frontend)/_lib/messages'
import { draftViewer, getSiteTenant } from '@/app/(frontend)/_lib/siteData'
import { siteLocaleOf } from '@/lib/site/locales'
import { tenantAccentHue } from '@/lib/site/theme'

type Props = { children: React.ReactNode; params: Promise<{ host: string; locale: string }> }

/** Root layout of a tenant site: `<html lang>` from the locale, the tenant's name and colour. */
export default async function SiteLayout({ children, params }: Props) {
  const { host, locale: localeParam } = await params
  const locale = siteLocaleOf(localeParam)
  const t = messagesFor(locale)
  const tenant = await getSiteTenant(decodeURIComponent(host))
  const draft = (await draftViewer(tenant)) !== null
  const theme = { '--accent-hue': String(tenantAccentHue(tenant?.slug ?? host)) } as React.CSSProperties
  return (
    <html lang={locale}>
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
        <header className="site-header">
          <a className="site-name" href={`/${locale}`}>
            {tenant?.name ?? host}
          </a>
        </header>
        <main id="main" className="site-main">
          {children}
        </main>
        <footer className="site-footer">
          <small>© {tenant?.name ?? host}</small>
        </footer>
      </body>
    </html>
  )
}
