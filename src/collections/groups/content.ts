import type { CollectionConfig } from 'payload'
import { Authors } from '../Authors'
import { Downloads } from '../Downloads'
import { Events } from '../Events'
import { FAQs } from '../FAQs'
import { Jobs } from '../Jobs'
import { Locations } from '../Locations'
import { Media } from '../Media'
import { Pages } from '../Pages'
import { Partners } from '../Partners'
import { PortfolioCategories } from '../PortfolioCategories'
import { Portfolios } from '../Portfolios'
import { Posts } from '../Posts'
import { ProductCategories } from '../ProductCategories'
import { Products } from '../Products'
import { ServiceCategories } from '../ServiceCategories'
import { Services } from '../Services'
import { SiteSettings } from '../SiteSettings'
import { Tags } from '../Tags'
import { Testimonials } from '../Testimonials'

/** Editorial content of the tenant sites (pages, posts, media, catalogues). */
export const contentCollections: CollectionConfig[] = [
  Pages,
  Media,
  Posts,
  Tags,
  Authors,
  PortfolioCategories,
  Portfolios,
  Products,
  ProductCategories,
  ServiceCategories,
  Services,
  FAQs,
  Events,
  Jobs,
  Locations,
  Partners,
  Downloads,
  Testimonials,
  SiteSettings,
]
