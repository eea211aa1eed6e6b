// Alpha Zahnklinik (dental clinic, Hamburg-Altona): its data files.
import type { TenantSeed } from '../seedTenant'
import { authors, posts, tags } from './blog'
import { bookings } from './bookings'
import { certifications } from './certifications'
import favorites from './favorites.json' with { type: 'json' }
import { events, jobs, locations } from './locations'
import { downloads, images } from './media'
import { partners } from './partners'
import { portfolioCategories, portfolios } from './portfolio'
import { projects } from './projects'
import { home } from './home'
import { faqs, serviceCategories, services } from './services'
import { productCategories, products } from './shop'
import { team } from './team'
import { timelines } from './timelines'
import { series, videoCategories, videos } from './videos'
import { workflows } from './workflows'

export const alpha: TenantSeed = {
  content: {
    images,
    downloads,
    tags,
    authors,
    posts,
    portfolioCategories,
    portfolios,
    productCategories,
    products,
    serviceCategories,
    faqs,
    services,
    locations,
    events,
    jobs,
    partners,
  },
  showcase: {
    teamPhoto: 'dr-hartmann.jpg',
    timelineImage: 'praxis.jpg',
    team,
    timelines,
    workflows,
    videoCategories,
    series,
    videos,
    favorites,
    certifications,
    projects,
    bookings,
  },
  home,
}
