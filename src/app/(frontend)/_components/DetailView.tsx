import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { MediaImage } from '@/blocks/shared/MediaImage'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockSite } from '@/blocks/shared/site'
import type { Media, Page } from '@/payload-types'
import type { DetailCollection } from '@/lib/site/routes'
import type { SiteRoute } from '../_lib/resolveRoute'
import type { RoutedDoc } from '../_lib/siteData'

/** Which fields of each detail collection make up its page. */
const DETAIL_FIELDS: Record<DetailCollection, { title: string; lead: string; body: string; image?: string }> = {
  posts: { title: 'title', lead: 'excerpt', body: 'content', image: 'heroImage' },
  services: { title: 'title', lead: 'shortDescription', body: 'description', image: 'image' },
  team: { title: 'name', lead: 'role', body: 'bio', image: 'photo' },
  portfolios: { title: 'title', lead: 'excerpt', body: 'description', image: 'coverImage' },
  events: { title: 'title', lead: 'excerpt', body: 'description', image: 'image' },
  jobs: { title: 'title', lead: 'summary', body: 'description' },
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** A detail page: title, lead, image and rich text; posts add their own blocks below the body. */
export function DetailView({ route, doc, site }: { route: SiteRoute; doc: RoutedDoc; site: BlockSite }) {
  if (route.collection === 'pages') return null
  const fields = DETAIL_FIELDS[route.collection]
  const record = doc as unknown as Record<string, unknown>
  const body = record[fields.body] as SerializedEditorState | null | undefined
  const layout = route.collection === 'posts' ? (record.layout as Page['layout']) : null
  return (
    <article className={`detail detail-${route.collection}`}>
      <h1 className="page-title">{text(record[fields.title])}</h1>
      {text(record[fields.lead]) ? <p className="lead">{text(record[fields.lead])}</p> : null}
      {fields.image ? <MediaImage media={record[fields.image] as Media | null} size="hero" sizes="(max-width: 960px) 100vw, 960px" priority /> : null}
      {body && typeof body === 'object' ? (
        <div className="rich-text">
          <RichText data={body} />
        </div>
      ) : null}
      {layout ? <RenderBlocks blocks={layout} site={site} /> : null}
    </article>
  )
}
