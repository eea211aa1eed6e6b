import type { Author, AuthorBioBlock as AuthorBioProps } from '@/payload-types'
import { MediaImage } from '../shared/MediaImage'
import { populated } from '../shared/loadTenantDocs'
import type { BlockSite } from '../shared/site'

const TEXT = {
  de: { about: 'Über', coAuthors: 'Mitgewirkt haben' },
  en: { about: 'About', coAuthors: 'With contributions by' },
}

function authorsOf({ author, showCoAuthors }: AuthorBioProps, site: BlockSite): Author[] {
  if (author && typeof author === 'object') return [author]
  const post = site.post
  if (!post) return []
  const main = post.author && typeof post.author === 'object' ? [post.author] : []
  return showCoAuthors !== false ? [...main, ...populated<Author>(post.coAuthors)] : main
}

/** The chosen author, or below a post its author (and co-authors): photo, name, role, short bio. */
export function AuthorBioBlock(props: AuthorBioProps & { site: BlockSite }) {
  const { site } = props
  const authors = authorsOf(props, site)
  if (authors.length === 0) return null
  const text = TEXT[site.locale]
  return (
    <section className="block block-author-bio" aria-label={props.heading || `${text.about} ${authors[0]?.name ?? ''}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      {authors.map((author, index) => (
        <div key={author.id} className={`author-bio ${index > 0 ? 'author-bio-co' : ''}`}>
          <MediaImage media={author.avatar} size="thumbnail" sizes="96px" className="author-avatar" altOverride="" />
          <div>
            {index === 1 ? <p className="author-co-label">{text.coAuthors}</p> : null}
            <p className="author-name">{author.name}</p>
            {author.role ? <p className="author-role">{author.role}</p> : null}
            {author.bio ? <p>{author.bio}</p> : null}
          </div>
        </div>
      ))}
    </section>
  )
}
