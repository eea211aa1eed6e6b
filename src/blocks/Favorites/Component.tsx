import { FAVORITE_CATEGORY_LABELS } from '@/fields/vocabulary'
import type { Favorite, FavoritesBlock as FavoritesProps } from '@/payload-types'
import { ListingSection } from '../shared/EntryList'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { favoriteLinkRel } from './favoriteLink'

const TEXT = {
  de: {
    priceRange: 'Preisklasse',
    affiliate: 'Werbelink',
    open: 'Ansehen',
    prices: { budget: 'günstig', mid: 'mittel', premium: 'gehoben', luxury: 'Luxus' },
  },
  en: {
    priceRange: 'Price range',
    affiliate: 'Affiliate link',
    open: 'View',
    prices: { budget: 'budget', mid: 'mid-range', premium: 'premium', luxury: 'luxury' },
  },
}

/** € signs per price range, shown beside the spelled-out range. */
const PRICE_SIGNS = { budget: '€', mid: '€€', premium: '€€€', luxury: '€€€€' }

async function favoritesOf(props: FavoritesProps, site: BlockSite): Promise<Favorite[]> {
  const limit = props.limit ?? 6
  if (props.source === 'manual') return populated<Favorite>(props.favorites).slice(0, limit)
  return loadTenantDocs({
    collection: 'favorites',
    tenantId: site.tenantId,
    locale: site.locale,
    where: props.category ? { category: { equals: props.category } } : undefined,
    limit,
  })
}

function FavoriteCard({ favorite, props, site }: { favorite: Favorite; props: FavoritesProps; site: BlockSite }) {
  const text = TEXT[site.locale]
  const layout = props.layout ?? 'grid'
  const rel = favoriteLinkRel(favorite)
  return (
    <article className="favorite">
      <MediaImage
        media={favorite.image}
        size={layout === 'list' ? 'thumbnail' : 'card'}
        sizes={
          layout === 'list'
            ? '96px'
            : layout === 'cards'
              ? '(max-width: 640px) 100vw, 480px'
              : '(max-width: 640px) 100vw, 320px'
        }
        className="favorite-image"
      />
      <div className="favorite-text">
        <p className="favorite-category">{FAVORITE_CATEGORY_LABELS[favorite.category][site.locale]}</p>
        <h3>
          {favorite.title}
          {props.showBadge !== false && favorite.badge ? (
            <>
              {' '}
              <span className="badge">{favorite.badge}</span>
            </>
          ) : null}
        </h3>
        {favorite.description ? <p>{favorite.description}</p> : null}
        {props.showPriceRange !== false && favorite.priceRange ? (
          <p className="favorite-price">
            {text.priceRange}: <span aria-hidden="true">{PRICE_SIGNS[favorite.priceRange]} </span>
            {text.prices[favorite.priceRange]}
          </p>
        ) : null}
        {favorite.url ? (
          <a className="favorite-link" href={favorite.url} rel={rel} target="_blank">
            {text.open}
            <span className="visually-hidden">: {favorite.title}</span>
            {favorite.affiliateNetwork !== 'none' ? (
              <span className="favorite-affiliate"> ({text.affiliate})</span>
            ) : null}
          </a>
        ) : null}
      </div>
    </article>
  )
}

/** The tenant's recommended products (one category or a selection) as grid, list or large cards; affiliate links are marked `sponsored`. */
export async function FavoritesBlock(props: FavoritesProps & { site: BlockSite }) {
  const favorites = await favoritesOf(props, props.site)
  const entries = favorites.map((favorite) => ({
    key: favorite.id,
    content: <FavoriteCard favorite={favorite} props={props} site={props.site} />,
  }))
  return (
    <ListingSection
      className={`block block-favorites favorites-${props.layout ?? 'grid'}`}
      heading={props.heading}
      listClassName="favorite-list"
      entries={entries}
    />
  )
}
