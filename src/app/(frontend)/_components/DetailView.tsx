import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { MediaImage } from '@/blocks/shared/MediaImage'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { AnchoredRichText } from '@/blocks/TableOfContents/AnchoredRichText'
import type { BlockSite } from '@/blocks/shared/site'
import type { Media } from '@/payload-types'
import type { DetailCollection } from '@/lib/site/routes'
import type { RoutedDoc, RoutedEntry } from '../_lib/siteData'

/** What a detail page shows of a document: title, lead, image (if its collection has one) and rich-text body. */
type DetailContent = {
  title: string
  lead: string | null | undefined
  image?: number | Media | null
  body: SerializedEditorState | null | undefined
}

/** Each detail collection's fields that make up its page. */
const DETAIL_CONTENT: { [C in DetailCollection]: (doc: RoutedDoc<C>) => DetailContent } = {
  posts: (post) => ({ title: post.title, lead: post.excerpt, image: post.heroImage, body: post.content }),
  services: (service) => ({
    title: service.title,
    lead: service.shortDescription,
    image: service.image,
    body: service.description,
  }),
  team: (member) => ({ title: member.name, lead: member.role, image: member.photo, body: member.bio }),
  portfolios: (portfolio) => ({
    title: portfolio.title,
    lead: portfolio.excerpt,
    image: portfolio.coverImage,
    body: portfolio.description,
  }),
  events: (event) => ({ title: event.title, lead: event.excerpt, image: event.image, body: event.description }),
  jobs: (job) => ({ title: job.title, lead: job.summary, body: job.description }),
}

// Generic, so TypeScript pairs the collection's content function with that collection's document.
const detailContent = <C extends DetailCollection>(entry: RoutedEntry<C>): DetailContent =>
  DETAIL_CONTENT[entry.collection](entry.doc)

const text = (value: string | null | undefined) => (value?.trim() ? value : null)

/**
 * A detail page: title, lead, image and rich text (headings with anchors); posts add their own blocks
 * below the body, which get the post as context.
 */
export function DetailView({ entry, site }: { entry: RoutedEntry; site: BlockSite }) {
  if (entry.collection === 'pages') return null
  const { title, lead, image, body } = detailContent(entry)
  const post = entry.collection === 'posts' ? entry.doc : null
  return (
    <article className={`detail detail-${entry.collection}`}>
      <h1 className="page-title">{text(title)}</h1>
      {text(lead) ? <p className="lead">{text(lead)}</p> : null}
      <MediaImage media={image} size="hero" sizes="(max-width: 960px) 100vw, 960px" priority />
      {body ? (
        <div className="rich-text">
          <AnchoredRichText data={body} />
        </div>
      ) : null}
      {post?.layout ? <RenderBlocks blocks={post.layout} site={{ ...site, post }} /> : null}
    </article>
  )
}
