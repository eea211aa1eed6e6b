import type { Series, SeriesBlock as SeriesProps } from '@/payload-types'
import { CardsOrSlider } from '../shared/CardsOrSlider'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { seriesDetailLinks } from './seriesDetailLinks'

/** How many of the tenant's pages are searched for a series detail block. */
const DETAIL_PAGES_SCANNED = 200

async function seriesOf(props: SeriesProps, site: BlockSite): Promise<Series[]> {
  const limit = props.limit ?? 6
  if (props.source === 'manual') return populated<Series>(props.series).slice(0, limit)
  return loadTenantDocs({ collection: 'series', tenantId: site.tenantId, locale: site.locale, limit })
}

function SeriesCard({ series, href, compact }: { series: Series; href: string | undefined; compact?: boolean }) {
  return (
    <article className="series-card">
      {compact ? null : (
        <MediaImage media={series.coverImage} size="card" sizes="(max-width: 640px) 100vw, 360px" altOverride="" />
      )}
      <h3>{href ? <a href={href}>{series.title}</a> : series.title}</h3>
      {series.tagline ? <p className="series-tagline">{series.tagline}</p> : null}
    </article>
  )
}

/** The tenant's video series (all or a selection) as grid, list or slider, each linked to the page that shows it in detail. */
export async function SeriesBlock(props: SeriesProps & { site: BlockSite }) {
  const { site } = props
  const series = await seriesOf(props, site)
  if (series.length === 0) return null
  const pages = await loadTenantDocs({
    collection: 'pages',
    tenantId: site.tenantId,
    locale: site.locale,
    limit: DETAIL_PAGES_SCANNED,
    depth: 0,
  })
  const links = seriesDetailLinks(pages, series, site.locale)
  const layout = props.layout ?? 'grid'
  const cards = series.map((entry) => (
    <SeriesCard key={entry.id} series={entry} href={links.get(entry.id)} compact={layout === 'list'} />
  ))
  return (
    <section className={`block block-series series-${layout}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      <CardsOrSlider
        cards={cards}
        slider={layout === 'slider'}
        locale={site.locale}
        region={props.heading}
        className="series-list"
      />
    </section>
  )
}
