import type { MediaBlock as MediaBlockProps } from '@/payload-types'
import { MediaImage } from '../shared/MediaImage'

export function MediaBlock({ media, caption, width }: MediaBlockProps) {
  const fallbackCaption = typeof media === 'object' ? media?.caption : null
  const text = caption || fallbackCaption
  return (
    <figure className={`block block-media block-media-${width ?? 'content'}`}>
      <MediaImage
        media={media}
        size={width === 'content' ? 'card' : 'hero'}
        sizes={width === 'content' ? '(max-width: 768px) 100vw, 768px' : '100vw'}
      />
      {text ? <figcaption>{text}</figcaption> : null}
    </figure>
  )
}
