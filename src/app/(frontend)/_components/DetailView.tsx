import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockSite } from '@/blocks/shared/site'
import type { Media } from '@/payload-types'
import type { DetailCollection } from '@/lib/site/routes'
import type { RoutedDoc, RoutedEntry } from '../_lib/siteData'
import { DetailArticle } from './detail/DetailArticle'
import { EventDetail } from './detail/EventDetail'
import { JobDetail } from './detail/JobDetail'

/** The collections whose page shows only title, lead, image and body (events and jobs have their own component). */
type PlainDetailCollection = Exclude<DetailCollection, 'events' | 'jobs'>

/** What a plain detail page shows of a document: title, lead, image (if its collection has one) and rich-text body. */
type DetailContent = {
  title: string
  lead: string | null | undefined
  image?: number | Media | null
  body: SerializedEditorState | null | undefined
}

/** Each plain detail collection's fields that make up its page. */
const DETAIL_CONTENT: { [C in PlainDetailCollection]: (doc: RoutedDoc<C>) => DetailContent } = {
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
}

// Generic, so TypeScript pairs the collection's content function with that collection's document.
const detailContent = <C extends PlainDetailCollection>(entry: RoutedEntry<C>): DetailContent =>
  DETAIL_CONTENT[entry.collection](entry.doc)

/**
 * A detail page. Events and jobs have their own (dates, place, how to register or apply, structured data); the
 * others show title, lead, image and rich text (headings with anchors), and posts add their own blocks below the
 * body, which get the post as context. `organization` is the tenant's name (a job's employer).
 */
export function DetailView({
  entry,
  site,
  organization,
}: {
  entry: RoutedEntry
  site: BlockSite
  organization: string
}) {
  if (entry.collection === 'pages') return null
  if (entry.collection === 'events') return <EventDetail event={entry.doc} site={site} />
  if (entry.collection === 'jobs') return <JobDetail job={entry.doc} site={site} organization={organization} />
  const post = entry.collection === 'posts' ? entry.doc : null
  return (
    <DetailArticle collection={entry.collection} {...detailContent(entry)}>
      {post?.layout ? <RenderBlocks blocks={post.layout} site={{ ...site, post }} /> : null}
    </DetailArticle>
  )
}
