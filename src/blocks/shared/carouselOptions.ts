/** Carousel options shared by the slider blocks; values are GraphQL-safe select values. */
export const CAROUSEL_EFFECTS = ['slide', 'fade', 'zoom', 'flip', 'coverflow', 'cube', 'cards', 'none'] as const
export type CarouselEffect = (typeof CAROUSEL_EFFECTS)[number]

export const CAROUSEL_PAGINATIONS = ['dots', 'lines', 'numbers', 'progress', 'fraction', 'thumbnails', 'none'] as const
export type CarouselPagination = (typeof CAROUSEL_PAGINATIONS)[number]

export const SLIDES_PER_VIEW = ['one', 'two', 'three', 'auto'] as const
export type SlidesPerView = (typeof SLIDES_PER_VIEW)[number]

export const ARROW_STYLES = ['circle', 'square', 'minimal', 'outline', 'filled'] as const
export type ArrowStyle = (typeof ARROW_STYLES)[number]

export const ARROW_POSITIONS = ['sides', 'inside', 'bottom', 'top'] as const
export type ArrowPosition = (typeof ARROW_POSITIONS)[number]

/** Localized labels for Swiper's a11y module. */
export type CarouselLabels = { region: string; previous: string; next: string; slide: string; of: string; goTo: string }

/** Everything the client carousel needs, serializable from a server component. */
export type CarouselConfig = {
  effect: CarouselEffect
  speed: number
  slidesPerView: SlidesPerView
  gap: number
  autoplay: { delay: number; pauseOnHover: boolean; pauseOnInteraction: boolean } | null
  loop: boolean
  centered: boolean
  arrows: { style: ArrowStyle; position: ArrowPosition } | null
  pagination: CarouselPagination
  counter: boolean
  keyboard: boolean
  swipe: boolean
  labels: CarouselLabels
}

export const CAROUSEL_LABELS: Record<'de' | 'en', CarouselLabels> = {
  de: {
    region: 'Karussell',
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    slide: 'Folie',
    of: 'von',
    goTo: 'Gehe zu Folie',
  },
  en: {
    region: 'Carousel',
    previous: 'Previous slide',
    next: 'Next slide',
    slide: 'Slide',
    of: 'of',
    goTo: 'Go to slide',
  },
}

/** Swiper's slidesPerView for a select value; `auto` lets the slides' own width decide. */
export const slidesPerViewNumber = (value: SlidesPerView): number | 'auto' =>
  value === 'auto' ? 'auto' : { one: 1, two: 2, three: 3 }[value]

/** A plain card carousel (listing blocks' slider layouts): slide effect, arrows, dots, keyboard and swipe. */
export const cardCarouselConfig = (
  locale: 'de' | 'en',
  region: string | null | undefined,
  slidesPerView: SlidesPerView = 'three',
): CarouselConfig => ({
  effect: 'slide',
  speed: 400,
  slidesPerView,
  gap: 24,
  autoplay: null,
  loop: false,
  centered: false,
  arrows: { style: 'circle', position: 'sides' },
  pagination: 'dots',
  counter: false,
  keyboard: true,
  swipe: true,
  labels: { ...CAROUSEL_LABELS[locale], region: region || CAROUSEL_LABELS[locale].region },
})
