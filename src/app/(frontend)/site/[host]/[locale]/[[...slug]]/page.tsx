import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/app/(frontend)/_components/Breadcrumbs'
import { DetailView } from '@/app/(frontend)/_components/DetailView'
import { LocaleSwitch } from '@/app/(frontend)/_components/LocaleSwitch'
import { siteMetadata } from '@/app/(frontend)/_lib/metadata'
import { resolveRoute } from '@/app/(frontend)/_lib/resolveRoute'
import {
  draftViewer,
  getRoutedEntry,
  getSiteSettings,
  getSiteTenant,
  renderAgainWhenDue,
} from '@/app/(frontend)/_lib/siteData'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockSite } from '@/blocks/shared/site'
import { sitePath, siteUrl } from '@/lib/site/routes'

type Props = { params: Promise<{ host: string; locale: string; slug?: string[] }> }

// Rendered on first request and kept in Next's cache until a publish expires one of its tags (docs/site.md, Caching).
export const generateStaticParams = () => []
export const dynamicParams = true

async function load(params: Props['params']) {
  const { host: encodedHost, locale, slug } = await params
  const host = decodeURIComponent(encodedHost)
  const route = resolveRoute(locale, slug)
  const tenant = await getSiteTenant(host)
  if (!route || !tenant) return null
  const viewer = await draftViewer(tenant)
  const entry = await getRoutedEntry({ tenant, ...route, viewer })
  if (!entry) return null
  if (!viewer) await renderAgainWhenDue(entry)
  return { host, route, tenant, entry }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  if (!loaded) return {}
  const logo = (await getSiteSettings(loaded.tenant, loaded.route.locale))?.brand?.logo
  return siteMetadata(loaded.tenant, loaded.host, loaded.route, loaded.entry, typeof logo === 'object' ? logo : null)
}

/** A tenant's page (by slug) or detail document (`/<locale>/<collection>/<slug>`). */
export default async function SitePage({ params }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const { route, entry, tenant, host } = loaded
  const { doc } = entry
  const record = doc as { title?: string | null; name?: string | null }
  const privacyPage = (await getSiteSettings(tenant, route.locale))?.privacyPage
  const site: BlockSite = {
    locale: route.locale,
    tenantId: tenant.id,
    url: siteUrl(host, sitePath(route.locale, route.collection, route.slug)),
    title: record.title ?? record.name ?? tenant.name,
    privacyPath:
      typeof privacyPage === 'object' && privacyPage?.slug
        ? sitePath(route.locale, 'pages', privacyPage.slug)
        : undefined,
  }
  return (
    <>
      <LocaleSwitch route={route} locales={entry.locales} />
      {doc && 'layout' in doc && route.collection === 'pages' ? (
        <article className="page">
          {/* A hero at the top carries the page's message: the title stays the one h1, for screen readers and search engines. */}
          <h1 className={doc.layout?.[0]?.blockType === 'heroSlider' ? 'page-title visually-hidden' : 'page-title'}>
            {'title' in doc ? doc.title : null}
          </h1>
          <RenderBlocks blocks={doc.layout} site={site} />
        </article>
      ) : (
        <>
          {route.collection !== 'pages' ? (
            <Breadcrumbs locale={route.locale} collection={route.collection} title={site.title} />
          ) : null}
          <DetailView entry={entry} site={site} organization={tenant.name} />
        </>
      )}
    </>
  )
}
