import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { MediaImage } from '@/blocks/shared/MediaImage'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { AnchoredRichText } from '@/blocks/TableOfContents/AnchoredRichText'
import { lexicalHeadings } from '@/blocks/TableOfContents/headings'
import type { BlockSite } from '@/blocks/shared/site'
import type { Media, Page, Post } from '@/payload-types'
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

/**
 * A detail page: title, lead, image and rich text (headings with anchors); posts add their own blocks
 * below the body, which get the post and its headings as context.
 */
export function DetailView({ route, doc, site }: { route: SiteRoute; doc: RoutedDoc; site: BlockSite }) {
  if (route.collection === 'pages') return null
  const fields = DETAIL_FIELDS[route.collection]
  const record = doc as unknown as Record<string, unknown>
  const body = record[fields.body] as SerializedEditorState | null | undefined
  const layout = route.collection === 'posts' ? (record.layout as Page['layout']) : null
  const richBody = body && typeof body === 'object' ? body : null
  const postSite: BlockSite = {
    ...site,
    post: doc as Post,
    outline: richBody ? lexicalHeadings(richBody.root).map(({ level, text, id }) => ({ level, text, id })) : [],
  }
  return (
    <article className={`detail detail-${route.collection}`}>
      <h1 className="page-title">{text(record[fields.title])}</h1>
      {text(record[fields.lead]) ? <p className="lead">{text(record[fields.lead])}</p> : null}
      {fields.image ? (
        <MediaImage
          media={record[fields.image] as Media | null}
          size="hero"
          sizes="(max-width: 960px) 100vw, 960px"
          priority
        />
      ) : null}
      {richBody ? (
        <div className="rich-text">
          <AnchoredRichText data={richBody} />
        </div>
      ) : null}
      {layout ? <RenderBlocks blocks={layout} site={postSite} /> : null}
    </article>
  )
}
