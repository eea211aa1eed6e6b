import type { Favorite } from '@/payload-types'

/** `rel` of a favorite's outbound link: affiliate links are `sponsored` (search engines must not count them), every link opens without `opener`. */
export const favoriteLinkRel = (favorite: Pick<Favorite, 'affiliateNetwork'>): string =>
  favorite.affiliateNetwork && favorite.affiliateNetwork !== 'none' ? 'sponsored noopener' : 'noopener'
