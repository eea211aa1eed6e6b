import type { ReactElement } from 'react'
import type { SiteLocale } from '@/lib/site/locales'
import { cardCarouselConfig } from './carouselOptions'
import { Carousel } from './lazy'

type Props = {
  cards: ReactElement[]
  slider: boolean
  locale: SiteLocale
  region: string | null | undefined
  className: string
}

/** A listing block's cards: the shared card carousel for a slider layout, else a list (`className` styles it as grid, list, …). */
export function CardsOrSlider({ cards, slider, locale, region, className }: Props) {
  if (slider) return <Carousel config={cardCarouselConfig(locale, region)} slides={cards} />
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.key}>{card}</li>
      ))}
    </ul>
  )
}
