import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ContentBlock as ContentBlockProps } from '@/payload-types'

export function ContentBlock({ heading, body }: ContentBlockProps) {
  return (
    <section className="block block-content">
      {heading ? <h2>{heading}</h2> : null}
      {body ? <RichText data={body} /> : null}
    </section>
  )
}
