import Image from 'next/image'
import type { Media } from '@/payload-types'

/** The media size an image is served from; next/image resizes it further per device width. */
export const MEDIA_SOURCE_SIZES = ['thumbnail', 'card', 'hero', 'og'] as const
export type MediaSourceSize = (typeof MEDIA_SOURCE_SIZES)[number]

type Props = {
  media: number | Media | null | undefined
  size?: MediaSourceSize
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string
  className?: string
  priority?: boolean
  /** Fills the positioned parent (hero backgrounds) instead of keeping its own box. */
  fill?: boolean
  altOverride?: string | null
}

/** A media document through next/image, from one of the media sizes (falls back to the original). */
export function MediaImage({ media, size = 'card', sizes = '100vw', className, priority, fill, altOverride }: Props) {
  if (!media || typeof media !== 'object') return null
  const source = media.sizes?.[size]?.url ? media.sizes[size] : media
  if (!source?.url) return null
  const alt = altOverride ?? media.alt ?? ''
  if (fill) return <Image src={source.url} alt={alt} fill sizes={sizes} className={className} priority={priority} />
  return (
    <Image
      src={source.url}
      alt={alt}
      width={source.width ?? 1200}
      height={source.height ?? 800}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  )
}
