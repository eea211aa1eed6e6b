'use client'

import { type ReactNode, useState } from 'react'
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types'
import {
  A11y,
  Autoplay,
  EffectCards,
  EffectCoverflow,
  EffectCreative,
  EffectCube,
  EffectFade,
  EffectFlip,
  Keyboard,
  Navigation,
  Pagination,
  Thumbs,
} from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/a11y'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import 'swiper/css/effect-fade'
import 'swiper/css/effect-flip'
import 'swiper/css/effect-creative'
import 'swiper/css/effect-coverflow'
import 'swiper/css/effect-cube'
import 'swiper/css/effect-cards'
import 'swiper/css/thumbs'
import { type CarouselConfig, type CarouselEffect, slidesPerViewNumber } from './carouselOptions'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

type Props = {
  config: CarouselConfig
  slides: ReactNode[]
  /** Thumbnails for `pagination: 'thumbnails'`, one per slide. */
  thumbs?: ReactNode[]
  className?: string
}

/** Swiper effect settings per effect option; `zoom` is Swiper's creative effect (it has no zoom transition). */
function effectOptions(
  effect: CarouselEffect,
): Partial<Pick<SwiperOptions, 'effect' | 'creativeEffect' | 'fadeEffect'>> {
  if (effect === 'zoom')
    return {
      effect: 'creative',
      creativeEffect: { prev: { scale: 0.7, opacity: 0 }, next: { scale: 1.3, opacity: 0 } },
    }
  if (effect === 'fade') return { effect: 'fade', fadeEffect: { crossFade: true } }
  if (effect === 'none') return { effect: 'slide' }
  return { effect }
}

function paginationOptions(config: CarouselConfig): SwiperOptions['pagination'] {
  const { pagination, labels } = config
  if (pagination === 'none' || pagination === 'thumbnails') return false
  if (pagination === 'progress') return { type: 'progressbar' }
  if (pagination === 'fraction') return { type: 'fraction' }
  return {
    clickable: true,
    bulletClass: `swiper-pagination-bullet carousel-bullet-${pagination}`,
    renderBullet:
      pagination === 'numbers'
        ? (index: number, className: string) =>
            `<button type="button" class="${className}" aria-label="${labels.goTo} ${index + 1}">${index + 1}</button>`
        : undefined,
  }
}

/** The one Swiper wrapper of the site: effects, autoplay, arrows, pagination, keyboard, ARIA labels. */
export function Carousel({ config, slides, thumbs, className }: Props) {
  const reducedMotion = usePrefersReducedMotion()
  const [thumbsSwiper, setThumbsSwiper] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const { labels } = config
  // Reduced motion: no autoplay and instant slide changes.
  const autoplay =
    config.autoplay && !reducedMotion
      ? {
          delay: config.autoplay.delay,
          pauseOnMouseEnter: config.autoplay.pauseOnHover,
          disableOnInteraction: config.autoplay.pauseOnInteraction,
        }
      : false
  const speed = reducedMotion || config.effect === 'none' ? 0 : config.speed
  const arrows = config.arrows
  return (
    <div
      className={`carousel ${className ?? ''} ${arrows ? `carousel-arrows-${arrows.style} carousel-arrows-${arrows.position}` : ''}`}
      data-autoplay={autoplay ? 'on' : 'off'}
      data-reduced-motion={reducedMotion ? 'true' : 'false'}
    >
      <Swiper
        // A new instance when autoplay switches, so Swiper never keeps a running timer.
        key={autoplay ? 'autoplay' : 'static'}
        modules={[
          A11y,
          Autoplay,
          EffectCards,
          EffectCoverflow,
          EffectCreative,
          EffectCube,
          EffectFade,
          EffectFlip,
          Keyboard,
          Navigation,
          Pagination,
          Thumbs,
        ]}
        {...effectOptions(reducedMotion ? 'slide' : config.effect)}
        speed={speed}
        slidesPerView={
          config.effect === 'fade' || config.effect === 'cube' || config.effect === 'flip' || config.effect === 'cards'
            ? 1
            : slidesPerViewNumber(config.slidesPerView)
        }
        spaceBetween={config.gap}
        loop={config.loop && slides.length > 1}
        centeredSlides={config.centered}
        autoplay={autoplay}
        navigation={Boolean(arrows)}
        pagination={paginationOptions(config)}
        keyboard={config.keyboard ? { enabled: true, onlyInViewport: true } : false}
        allowTouchMove={config.swipe}
        thumbs={thumbsSwiper && !thumbsSwiper.destroyed ? { swiper: thumbsSwiper } : undefined}
        onSlideChange={(swiper) => setActive(swiper.realIndex)}
        a11y={{
          containerMessage: labels.region,
          prevSlideMessage: labels.previous,
          nextSlideMessage: labels.next,
          paginationBulletMessage: `${labels.goTo} {{index}}`,
          slideLabelMessage: `${labels.slide} {{index}} ${labels.of} {{slidesLength}}`,
          slideRole: 'group',
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
      {config.counter ? (
        <p className="carousel-counter" aria-live="polite">
          {active + 1} / {slides.length}
        </p>
      ) : null}
      {config.pagination === 'thumbnails' && thumbs ? (
        <Swiper
          modules={[Thumbs]}
          onSwiper={setThumbsSwiper}
          slidesPerView={Math.min(6, thumbs.length)}
          spaceBetween={8}
          watchSlidesProgress
          className="carousel-thumbs"
        >
          {thumbs.map((thumb, index) => (
            <SwiperSlide key={index}>{thumb}</SwiperSlide>
          ))}
        </Swiper>
      ) : null}
    </div>
  )
}
