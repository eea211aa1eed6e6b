import type { Media, Testimonial, TestimonialsBlock as TestimonialsProps } from '@/payload-types'
import { Carousel } from '../shared/lazy'
import { CAROUSEL_LABELS, type CarouselConfig } from '../shared/carouselOptions'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { truncateText } from '@/lib/text/truncateText'
import { TESTIMONIAL_INTERVAL_MS, TESTIMONIAL_MAX_ITEMS, TESTIMONIAL_SPEED_MS } from './config'

type Item = Pick<Testimonial, 'quote' | 'author' | 'role' | 'company' | 'source' | 'date' | 'rating'> & {
  id?: string | number | null
  image?: number | Media | null
}

const RATING_LABEL = { de: (n: number) => `${n} von 5 Sternen`, en: (n: number) => `${n} out of 5 stars` }

async function itemsOf({ source, items, testimonials }: TestimonialsProps, site: BlockSite): Promise<Item[]> {
  if (source === 'inline') return items ?? []
  const chosen = populated<Testimonial>(testimonials)
  if (chosen.length > 0) return chosen
  // None chosen: the tenant's featured testimonials.
  return loadTenantDocs({
    collection: 'testimonials',
    tenantId: site.tenantId,
    locale: site.locale,
    where: { featured: { equals: true } },
    limit: TESTIMONIAL_MAX_ITEMS,
  })
}

/** Testimonials from the collection or inline, as cards in a carousel. */
export async function TestimonialsBlock(props: TestimonialsProps & { site: BlockSite }) {
  const { site } = props
  const items = await itemsOf(props, site)
  if (items.length === 0) return null
  const dateFormat = new Intl.DateTimeFormat(site.locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  const cards = items.map((item, index) => (
    <figure
      key={item.id ?? index}
      className={`testimonial card-${props.cardStyle ?? 'shadow'} quote-${props.quoteStyle ?? 'classic'}`}
    >
      {props.showRating !== false && item.rating ? (
        <p className="testimonial-rating" role="img" aria-label={RATING_LABEL[site.locale](item.rating)}>
          {'★'.repeat(item.rating)}
          {'☆'.repeat(5 - item.rating)}
        </p>
      ) : null}
      <blockquote>
        <p>{truncateText(item.quote, props.maxLength)}</p>
      </blockquote>
      <figcaption>
        {props.showImage !== false && item.image ? (
          <MediaImage media={item.image} size="thumbnail" sizes="64px" className="testimonial-photo" altOverride="" />
        ) : null}
        <span className="testimonial-author">{item.author}</span>
        {item.role ? <span className="testimonial-role">{item.role}</span> : null}
        {props.showCompany !== false && item.company ? (
          <span className="testimonial-company">{item.company}</span>
        ) : null}
        {props.showSource !== false && item.source ? <span className="testimonial-source">{item.source}</span> : null}
        {props.showDate !== false && item.date ? (
          <time dateTime={item.date}>{dateFormat.format(new Date(item.date))}</time>
        ) : null}
      </figcaption>
    </figure>
  ))
  const labels = {
    ...CAROUSEL_LABELS[site.locale],
    region: props.ariaLabel || props.heading || CAROUSEL_LABELS[site.locale].region,
  }
  const config: CarouselConfig = {
    effect: props.animation ?? 'slide',
    speed: props.speed ?? TESTIMONIAL_SPEED_MS.default,
    slidesPerView: props.slidesPerView ?? 'one',
    gap: props.gap ?? 24,
    autoplay: props.autoplay
      ? { delay: props.interval ?? TESTIMONIAL_INTERVAL_MS.default, pauseOnHover: true, pauseOnInteraction: true }
      : null,
    loop: false,
    centered: false,
    arrows:
      props.arrowStyle === 'none'
        ? null
        : { style: props.arrowStyle ?? 'circle', position: props.arrowPosition ?? 'sides' },
    pagination: props.pagination ?? 'dots',
    counter: false,
    keyboard: true,
    swipe: true,
    labels,
  }
  return (
    <section
      className={`block block-testimonials background-${props.background ?? 'light'}`}
      aria-label={labels.region}
    >
      {props.heading ? <h2>{props.heading}</h2> : null}
      <Carousel config={config} slides={cards} />
    </section>
  )
}
