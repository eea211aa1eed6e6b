import type { Post, RelatedPostsBlock as RelatedPostsProps } from '@/payload-types'
import { sitePath } from '@/lib/site/routes'
import { SITE_TIME_ZONE } from '@/lib/site/timeZone'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { RELATED_POST_CANDIDATES } from './config'
import { type RelatedCandidate, selectRelatedPosts } from './selectRelated'

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  typeof value === 'object' && value !== null ? value.id : (value ?? null)
const candidateOf = (post: Post): Post & RelatedCandidate => ({
  ...post,
  tagIds: (post.tags ?? []).map(idOf).filter((id): id is number => id !== null),
})

async function postsOf(props: RelatedPostsProps, site: BlockSite): Promise<Post[]> {
  const limit = props.limit ?? 3
  if (props.mode === 'manual')
    return populated<Post>(props.posts)
      .filter((post) => post.id !== site.post?.id)
      .slice(0, limit)
  const candidates = await loadTenantDocs({
    collection: 'posts',
    tenantId: site.tenantId,
    locale: site.locale,
    sort: '-publishedAt',
    limit: RELATED_POST_CANDIDATES,
    depth: 1,
  })
  return selectRelatedPosts(candidates.map(candidateOf), {
    mode: props.mode ?? 'auto',
    current: site.post ? candidateOf(site.post) : null,
    tagId: idOf(props.tag),
    limit,
  })
}

/** Posts related to the post it sits below (or to the block's tag on a page), or a selection. */
export async function RelatedPostsBlock(props: RelatedPostsProps & { site: BlockSite }) {
  const { site } = props
  const posts = await postsOf(props, site)
  if (posts.length === 0) return null
  const layout = props.layout ?? 'grid'
  const date = new Intl.DateTimeFormat(site.locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: SITE_TIME_ZONE,
  })
  return (
    <section className={`block block-related-posts related-${layout}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      <ul className="related-posts">
        {posts.map((post) => (
          <li key={post.id}>
            <article className="related-post">
              {layout === 'grid' ? (
                <MediaImage media={post.heroImage} size="card" sizes="(max-width: 640px) 100vw, 320px" altOverride="" />
              ) : null}
              <h3>{post.slug ? <a href={sitePath(site.locale, 'posts', post.slug)}>{post.title}</a> : post.title}</h3>
              {post.publishedAt ? (
                <time dateTime={post.publishedAt}>{date.format(new Date(post.publishedAt))}</time>
              ) : null}
              {layout === 'grid' && post.excerpt ? <p>{post.excerpt}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
