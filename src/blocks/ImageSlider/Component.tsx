import type { SlideImage } from 'yet-another-react-lightbox'
import type { ImageSliderBlock as ImageSliderProps, Media } from '@/payload-types'
import { CAROUSEL_LABELS, type CarouselConfig } from '../shared/carouselOptions'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { IMAGE_SLIDER_SPEED_MS } from './config'
import type { LightboxSettings } from './ImageGallery'
import { ImageGallery } from '../shared/lazy'

const LIGHTBOX_LABELS = {
  de: {
    Previous: 'Zurück',
    Next: 'Weiter',
    Close: 'Schließen',
    'Zoom in': 'Vergrößern',
    'Zoom out': 'Verkleinern',
    Download: 'Herunterladen',
    Share: 'Teilen',
    'Show thumbnails': 'Vorschaubilder zeigen',
    'Hide thumbnails': 'Vorschaubilder ausblenden',
    'Show captions': 'Bildunterschriften zeigen',
    'Hide captions': 'Bildunterschriften ausblenden',
    Lightbox: 'Bildansicht',
    Carousel: 'Bilder',
    Slide: 'Bild',
  },
  en: { Lightbox: 'Image viewer', Carousel: 'Images', Slide: 'Image' },
} satisfies Record<BlockSite['locale'], Record<string, string>>

const OPEN_LABEL = { de: 'Bild vergrößern', en: 'Enlarge image' }

const CAROUSEL_LAYOUTS = new Set(['slider', 'single', 'thumbnails', 'filmstrip'])

/** Images as a slider, grid, masonry, single image, thumbnail slider or filmstrip, with an optional lightbox. */
export function ImageSliderBlock(props: ImageSliderProps & { site: BlockSite }) {
  const { images, site } = props
  const layout = props.layout ?? 'slider'
  const lightboxOn = props.lightbox?.enabled !== false
  const entries = images.filter(
    (entry): entry is typeof entry & { image: Media } => typeof entry.image === 'object' && entry.image !== null,
  )
  const altOf = (entry: (typeof entries)[number]) => entry.alt || entry.image.alt
  const items = entries.map((entry, index) => {
    const caption = entry.caption || entry.image.caption
    const image = (
      <MediaImage
        media={entry.image}
        size="card"
        sizes={layout === 'single' ? '100vw' : '(max-width: 768px) 100vw, 50vw'}
        altOverride={altOf(entry)}
      />
    )
    return (
      <figure
        key={entry.id ?? index}
        className={`gallery-item hover-${props.hover ?? 'zoom'} caption-${props.captionPosition ?? 'below'}`}
      >
        {entry.link ? <a href={entry.link}>{image}</a> : image}
        {lightboxOn ? (
          <button
            type="button"
            className="gallery-open"
            data-lightbox-index={index}
            aria-label={`${OPEN_LABEL[site.locale]}: ${altOf(entry)}`}
            aria-haspopup="dialog"
          >
            <span aria-hidden="true">⤢</span>
          </button>
        ) : null}
        {caption && props.captionPosition !== 'hidden' ? <figcaption>{caption}</figcaption> : null}
      </figure>
    )
  })
  const slides: SlideImage[] = entries.map((entry) => {
    const large = entry.image.sizes?.hero?.url ? entry.image.sizes.hero : entry.image
    return {
      src: large.url ?? '',
      width: large.width ?? undefined,
      height: large.height ?? undefined,
      alt: altOf(entry),
      description: entry.caption || entry.image.caption || undefined,
      download: props.lightbox?.download
        ? { url: entry.image.url ?? '', filename: entry.image.filename ?? 'image' }
        : undefined,
      share: props.lightbox?.share ? { url: entry.image.url ?? '', title: altOf(entry) } : undefined,
    }
  })
  const carousel: CarouselConfig | null = CAROUSEL_LAYOUTS.has(layout)
    ? {
        effect: props.effect ?? 'slide',
        speed: props.speed ?? IMAGE_SLIDER_SPEED_MS.default,
        slidesPerView:
          layout === 'single' || layout === 'thumbnails'
            ? 'one'
            : layout === 'filmstrip'
              ? 'auto'
              : (props.slidesPerView ?? 'one'),
        gap: props.gap ?? 16,
        autoplay: props.autoplay
          ? { delay: props.interval ?? 5000, pauseOnHover: true, pauseOnInteraction: true }
          : null,
        loop: props.loop !== false,
        centered: props.centered === true,
        arrows: props.arrowStyle === 'none' ? null : { style: props.arrowStyle ?? 'circle', position: 'sides' },
        pagination: layout === 'thumbnails' ? 'thumbnails' : (props.dots ?? 'dots'),
        counter: props.counter === true,
        keyboard: props.keyboard !== false,
        swipe: props.swipe !== false,
        labels: CAROUSEL_LABELS[site.locale],
      }
    : null
  const lightbox: LightboxSettings | null = lightboxOn
    ? {
        zoom: props.lightbox?.zoom !== false,
        download: props.lightbox?.download === true,
        share: props.lightbox?.share === true,
        captions: props.lightbox?.captions !== false,
        thumbnails: props.lightbox?.thumbnails !== false,
        background: props.lightbox?.background ?? 'dark',
        labels: LIGHTBOX_LABELS[site.locale],
      }
    : null
  const thumbs = entries.map((entry, index) => (
    <MediaImage key={entry.id ?? index} media={entry.image} size="thumbnail" sizes="120px" altOverride={altOf(entry)} />
  ))
  return (
    <section className="block block-image-slider">
      {props.heading ? <h2>{props.heading}</h2> : null}
      {carousel || lightbox ? (
        <ImageGallery
          items={items}
          thumbs={thumbs}
          carousel={carousel}
          layout={layout}
          slides={slides}
          lightbox={lightbox}
        />
      ) : (
        <div className={`gallery gallery-${layout}`}>
          <div className="gallery-grid">{items}</div>
        </div>
      )}
    </section>
  )
}
