import type React from 'react'
import type { HeroSliderBlock as HeroSliderProps } from '@/payload-types'
import { Carousel } from '../shared/lazy'
import { CAROUSEL_LABELS, type CarouselConfig } from '../shared/carouselOptions'
import { CmsLink } from '../shared/CmsLink'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { HERO_INTERVAL_MS, HERO_SPEED_MS } from './config'

/** Full-width slides with headline, subline, overlay and two links; the slide content is server-rendered. */
export function HeroSliderBlock(props: HeroSliderProps & { site: BlockSite }) {
  const { slides, site } = props
  const labels = { ...CAROUSEL_LABELS[site.locale], region: props.ariaLabel || CAROUSEL_LABELS[site.locale].region }
  const config: CarouselConfig = {
    effect: props.animation ?? 'fade',
    speed: props.speed ?? HERO_SPEED_MS.default,
    slidesPerView: 'one',
    gap: 0,
    autoplay: props.autoplay
      ? {
          delay: props.interval ?? HERO_INTERVAL_MS.default,
          pauseOnHover: props.pauseOnHover !== false,
          pauseOnInteraction: props.pauseOnInteraction !== false,
        }
      : null,
    loop: true,
    centered: false,
    arrows:
      props.arrows === false || props.arrowStyle === 'none'
        ? null
        : { style: props.arrowStyle ?? 'circle', position: 'sides' },
    pagination: props.dots ?? 'dots',
    counter: false,
    keyboard: props.keyboard !== false,
    swipe: props.swipe !== false,
    labels,
  }
  const style = {
    '--hero-height': `${props.heightDesktop ?? 70}vh`,
    '--hero-height-mobile': `${props.heightMobile ?? 60}vh`,
  } as React.CSSProperties
  return (
    <section className="block block-hero-slider" style={style} aria-label={labels.region}>
      <Carousel
        config={config}
        className="hero-carousel"
        slides={slides.map((slide, index) => (
          <div key={slide.id ?? index} className={`hero-slide hero-overlay-${slide.overlay ?? 'dark'}`}>
            <div className="hero-background">
              <span className="hero-image-desktop">
                <MediaImage media={slide.image} size="hero" fill sizes="100vw" priority={index === 0} altOverride="" />
              </span>
              {slide.mobileImage ? (
                <span className="hero-image-mobile">
                  <MediaImage media={slide.mobileImage} size="card" fill sizes="100vw" altOverride="" />
                </span>
              ) : null}
            </div>
            <div className="hero-content">
              <h2 className="hero-headline">{slide.headline}</h2>
              {slide.subline ? <p className="hero-subline">{slide.subline}</p> : null}
              <div className="cta-links">
                <CmsLink link={slide.primary} className="button" locale={site.locale} />
                <CmsLink link={slide.secondary} className="button secondary" locale={site.locale} />
              </div>
            </div>
          </div>
        ))}
        thumbs={slides.map((slide, index) => (
          <MediaImage
            key={slide.id ?? index}
            media={slide.image}
            size="thumbnail"
            sizes="120px"
            altOverride={slide.headline}
          />
        ))}
      />
    </section>
  )
}
