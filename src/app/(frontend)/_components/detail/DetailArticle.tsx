import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { ReactNode } from 'react'
import { MediaImage } from '@/blocks/shared/MediaImage'
import { AnchoredRichText } from '@/blocks/TableOfContents/AnchoredRichText'
import type { Media } from '@/payload-types'
import type { DetailCollection } from '@/lib/site/routes'

const text = (value: string | null | undefined) => (value?.trim() ? value : null)

/**
 * The frame of every detail page: title, lead, image, what the collection shows before its rich-text body
 * (`facts`: dates, place, terms) and after it (`children`).
 */
export function DetailArticle({
  collection,
  title,
  lead,
  image,
  body,
  facts,
  children,
}: {
  collection: DetailCollection
  title: string
  lead: string | null | undefined
  image?: number | Media | null
  body: SerializedEditorState | null | undefined
  facts?: ReactNode
  children?: ReactNode
}) {
  return (
    <article className={`detail detail-${collection}`}>
      <h1 className="page-title">{text(title)}</h1>
      {text(lead) ? <p className="lead">{text(lead)}</p> : null}
      <MediaImage media={image} size="hero" sizes="(max-width: 960px) 100vw, 960px" priority />
      {facts}
      {body ? (
        <div className="rich-text">
          <AnchoredRichText data={body} />
        </div>
      ) : null}
      {children}
    </article>
  )
}
