// Beta Fotostudio (photo studio, Leipzig-Plagwitz): its data files.
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

export const beta: TenantSeed = {
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
    teamPhoto: 'jonas-becker.jpg',
    timelineImage: 'studio.jpg',
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
