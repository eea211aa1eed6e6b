// The order in which a tenant's demo data is written: documents come after those they refer to, and
// ids (default sorting) follow the order of the data files.
import type { TenantHome } from '../home'
import { type IdOf, type SeedContext, type SeedEntry, upsertEach } from '../localizedUpsert'
import { mediaId, type SeedDownload, type SeedImage, upsertDownloads, upsertImages } from '../uploads'

/** Blog, portfolio, shop, services, locations, events, jobs, partners and downloads of one tenant. */
export type TenantContent = {
  images: Record<string, SeedImage>
  downloads: SeedDownload[]
  tags: SeedEntry[]
  authors: (img: IdOf) => SeedEntry[]
  posts: (ids: { img: IdOf; tags: IdOf; authors: IdOf }) => SeedEntry[]
  portfolioCategories: (img: IdOf) => SeedEntry[]
  portfolios: (ids: { img: IdOf; categories: IdOf }) => SeedEntry[]
  productCategories: SeedEntry[]
  products: (ids: { img: IdOf; categories: IdOf }) => SeedEntry[]
  serviceCategories: SeedEntry[]
  /** Keyed by their question. */
  faqs: SeedEntry[]
  services: (ids: { img: IdOf; categories: IdOf; faqs: IdOf }) => SeedEntry[]
  locations: (img: IdOf) => SeedEntry[]
  events: (ids: { img: IdOf; locations: IdOf }) => SeedEntry[]
  jobs: (locations: IdOf) => SeedEntry[]
  partners: (img: IdOf) => SeedEntry[]
}

/** Team, timelines, workflows, videos, favorites, certifications, projects and bookings of one tenant. */
export type TenantShowcase = {
  /** Pictures of the content seed (file names), used when it ran. */
  teamPhoto: string
  timelineImage: string
  team: (photo: number | null) => SeedEntry[]
  timelines: (image: number | null) => SeedEntry[]
  workflows: (team: IdOf) => SeedEntry[]
  videoCategories: SeedEntry[]
  series: SeedEntry[]
  videos: (ids: { categories: IdOf; series: IdOf }) => SeedEntry[]
  favorites: SeedEntry[]
  certifications: SeedEntry[]
  projects: SeedEntry[]
  /** Keyed by `customerEmail`. */
  bookings: SeedEntry[]
}

export type TenantSeed = { content: TenantContent; showcase: TenantShowcase; home: TenantHome }

/** The result looks up the tenant's pictures by key, for the seeds that follow (the home page). */
export async function seedTenantContent(ctx: SeedContext, data: TenantContent): Promise<IdOf> {
  const img = await upsertImages(ctx, data.images)
  const tags = await upsertEach(ctx, 'tags', data.tags)
  const authors = await upsertEach(ctx, 'authors', data.authors(img))
  await upsertEach(ctx, 'posts', data.posts({ img, tags, authors }))
  const portfolioCategories = await upsertEach(ctx, 'portfolio-categories', data.portfolioCategories(img))
  await upsertEach(ctx, 'portfolios', data.portfolios({ img, categories: portfolioCategories }))
  const productCategories = await upsertEach(ctx, 'product-categories', data.productCategories)
  await upsertEach(ctx, 'products', data.products({ img, categories: productCategories }))
  const serviceCategories = await upsertEach(ctx, 'service-categories', data.serviceCategories)
  const faqs = await upsertEach(ctx, 'faqs', data.faqs, 'question')
  await upsertEach(ctx, 'services', data.services({ img, categories: serviceCategories, faqs }))
  const locations = await upsertEach(ctx, 'locations', data.locations(img))
  await upsertEach(ctx, 'events', data.events({ img, locations }))
  await upsertEach(ctx, 'jobs', data.jobs(locations))
  await upsertEach(ctx, 'partners', data.partners(img))
  await upsertDownloads(ctx, data.downloads)
  return img
}

export async function seedTenantShowcase(ctx: SeedContext, data: TenantShowcase): Promise<void> {
  const team = await upsertEach(ctx, 'team', data.team(await mediaId(ctx, data.teamPhoto)))
  await upsertEach(ctx, 'timelines', data.timelines(await mediaId(ctx, data.timelineImage)))
  await upsertEach(ctx, 'workflows', data.workflows(team))
  const categories = await upsertEach(ctx, 'video-categories', data.videoCategories)
  const series = await upsertEach(ctx, 'series', data.series)
  await upsertEach(ctx, 'videos', data.videos({ categories, series }))
  await upsertEach(ctx, 'favorites', data.favorites)
  await upsertEach(ctx, 'certifications', data.certifications)
  await upsertEach(ctx, 'projects', data.projects)
  await upsertEach(ctx, 'bookings', data.bookings, 'customerEmail')
}
