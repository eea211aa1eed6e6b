// The demo pages with one slider variant each, generated from the blocks' option constants: a new
// animation, effect or layout gets its page (and its e2e visit) without touching this file.
import { HERO_ANIMATIONS, HERO_DOTS } from '@/blocks/HeroSlider/config'
import { IMAGE_SLIDER_DOTS, IMAGE_SLIDER_EFFECTS, IMAGE_SLIDER_LAYOUTS } from '@/blocks/ImageSlider/config'
import { ARROW_POSITIONS, ARROW_STYLES } from '@/blocks/shared/carouselOptions'
import { TESTIMONIAL_ANIMATIONS, TESTIMONIAL_PAGINATIONS } from '@/blocks/Testimonials/config'
import type { SiteLocale as Locale } from '@/lib/site/locales'
import { sitePath } from '@/lib/site/routes'

type Localized = Record<Locale, string>

/** The page listing every variant page. */
export const SLIDER_INDEX_SLUG = 'sliders'
export const SLIDER_INDEX_TITLE: Localized = { de: 'Slider-Varianten', en: 'Slider variants' }

const SLIDERS = {
  heroSlider: { short: 'hero', name: { de: 'Hero-Slider', en: 'Hero slider' } },
  testimonials: { short: 'testimonials', name: { de: 'Stimmen', en: 'Testimonials' } },
  imageSlider: { short: 'images', name: { de: 'Bildergalerie', en: 'Image slider' } },
} as const
type SliderBlock = keyof typeof SLIDERS
const OPTION_NAMES = {
  animation: { de: 'Animation', en: 'animation' },
  effect: { de: 'Effekt', en: 'effect' },
  layout: { de: 'Layout', en: 'layout' },
} as const

export type SliderVariant = {
  slug: string
  blockType: SliderBlock
  /** The select field the page varies. */
  option: 'animation' | 'effect' | 'layout'
  value: string
  /** Position within its option's values: picks the secondary options (dots, pagination) in turn. */
  index: number
  title: Localized
}

const variantsOf = (
  blockType: SliderBlock,
  option: SliderVariant['option'],
  values: readonly string[],
): SliderVariant[] =>
  values.map((value, index) => {
    const { short, name } = SLIDERS[blockType]
    const optionName = OPTION_NAMES[option]
    return {
      // The image slider varies two options whose values overlap (`slide`/`slider`): name the option.
      slug: blockType === 'imageSlider' ? `sliders-${short}-${option}-${value}` : `sliders-${short}-${value}`,
      blockType,
      option,
      value,
      index,
      title: { de: `${name.de}: ${optionName.de} „${value}“`, en: `${name.en}: ${optionName.en} “${value}”` },
    }
  })

/** One page per animation of the hero slider and the testimonials, per effect and per layout of the image slider. */
export const SLIDER_VARIANTS: SliderVariant[] = [
  ...variantsOf('heroSlider', 'animation', HERO_ANIMATIONS),
  ...variantsOf('testimonials', 'animation', TESTIMONIAL_ANIMATIONS),
  ...variantsOf('imageSlider', 'effect', IMAGE_SLIDER_EFFECTS),
  ...variantsOf('imageSlider', 'layout', IMAGE_SLIDER_LAYOUTS),
]

const inTurn = <T>(values: readonly T[], index: number): T => values[index % values.length]!

/** The arrow style of the hero and the arrow position of the testimonials on a variant page, so each shows once. */
export const heroArrowStyle = (index: number) => inTurn(ARROW_STYLES, index)
export const testimonialArrowPosition = (index: number) => inTurn(ARROW_POSITIONS, index)

const text = {
  slide: { de: 'Folie', en: 'Slide' },
  subline: { de: 'Eine Seite pro Slider-Variante.', en: 'One page per slider variant.' },
  image: { de: 'Bild', en: 'Image' },
}

/** The slider block of a variant page in one locale (non-localized settings are the same in both). */
export function sliderVariantBlock(variant: SliderVariant, locale: Locale, media: number[]): Record<string, unknown> {
  const { blockType, option, value, index } = variant
  const image = (n: number) => media[n % media.length]
  const heading = variant.title[locale]
  if (blockType === 'heroSlider') {
    return {
      blockType,
      animation: value,
      autoplay: false,
      dots: inTurn(HERO_DOTS, index),
      arrowStyle: heroArrowStyle(index),
      heightDesktop: 50,
      heightMobile: 40,
      ariaLabel: heading,
      slides: [0, 1, 2].map((n) => ({
        image: image(n),
        mobileImage: image(n + 1),
        headline: `${text.slide[locale]} ${n + 1}`,
        subline: text.subline[locale],
        overlay: 'dark',
      })),
    }
  }
  if (blockType === 'testimonials') {
    // The tenant's featured testimonials (seeded with the showcase).
    return {
      blockType,
      heading,
      source: 'collection',
      animation: value,
      pagination: inTurn(TESTIMONIAL_PAGINATIONS, index),
      arrowPosition: testimonialArrowPosition(index),
      slidesPerView: 'one',
    }
  }
  return {
    blockType,
    heading,
    layout: option === 'layout' ? value : 'slider',
    effect: option === 'effect' ? value : 'slide',
    dots: inTurn(IMAGE_SLIDER_DOTS, index),
    counter: true,
    images: media.map((id, n) => ({ image: id, caption: `${text.image[locale]} ${n + 1}` })),
  }
}

/** The index page's links, one per variant, in the locale's URLs. */
export const sliderIndexLinks = (locale: Locale) =>
  SLIDER_VARIANTS.map(({ slug, title }) => ({ text: title[locale], url: sitePath(locale, 'pages', slug) }))
