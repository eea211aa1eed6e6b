import type { FeaturedContentBlock as FeaturedContentProps } from '@/payload-types'
import { EntryList } from '../shared/EntryList'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { type FeaturedCard, type FeaturedItem, cardOf } from './cardOf'

const KIND_LABELS = {
  de: { posts: 'Beitrag', services: 'Leistung', portfolios: 'Referenz', products: 'Produkt', events: 'Veranstaltung' },
  en: { posts: 'Post', services: 'Service', portfolios: 'Portfolio', products: 'Product', events: 'Event' },
}

function Card({ card, site, large }: { card: FeaturedCard; site: BlockSite; large?: boolean }) {
  return (
    <article className={`featured-card ${large ? 'featured-card-large' : ''}`}>
      <MediaImage
        media={card.image}
        size={large ? 'hero' : 'card'}
        sizes={large ? '(max-width: 960px) 100vw, 960px' : '(max-width: 640px) 100vw, 320px'}
        altOverride=""
      />
      <p className="featured-kind">{KIND_LABELS[site.locale][card.kind]}</p>
      <h3>{card.href ? <a href={card.href}>{card.title}</a> : card.title}</h3>
      {card.lead ? <p>{card.lead}</p> : null}
    </article>
  )
}

/** A hand-picked mix of posts, services, portfolio items, products and events as cards, list or one large plus cards. */
export function FeaturedContentBlock({ heading, items, layout, site }: FeaturedContentProps & { site: BlockSite }) {
  const cards = (items as FeaturedItem[])
    .map((item) => cardOf(item, site.locale))
    .filter((card): card is FeaturedCard => card !== null)
  if (cards.length === 0) return null
  const mode = layout ?? 'grid'
  const [first, ...rest] = cards as [FeaturedCard, ...FeaturedCard[]]
  const listed = mode === 'hero' ? rest : cards
  return (
    <section className={`block block-featured featured-${mode}`}>
      {heading ? <h2>{heading}</h2> : null}
      {mode === 'hero' ? <Card card={first} site={site} large /> : null}
      {listed.length > 0 ? (
        <EntryList
          className="featured-cards"
          entries={listed.map((card) => ({ key: card.key, content: <Card card={card} site={site} /> }))}
        />
      ) : null}
    </section>
  )
}
