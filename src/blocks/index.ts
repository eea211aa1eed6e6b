import { AccordionBlock } from './Accordion/config'
import { AuthorBioBlock } from './AuthorBio/config'
import { BeforeAfterBlock } from './BeforeAfter/config'
import { FeaturedContentBlock } from './FeaturedContent/config'
import { LocationsBlock } from './Locations/config'
import { MapBlock } from './Map/config'
import { VideoBlock } from './Video/config'
import { RelatedPostsBlock } from './RelatedPosts/config'
import { TableOfContentsBlock } from './TableOfContents/config'
import { CallToActionBlock } from './CallToAction/config'
import { ComparisonBlock } from './Comparison/config'
import { ContentBlock } from './Content/config'
import { FAQBlock } from './FAQ/config'
import { FormBlock } from './FormBlock/config'
import { HeroSliderBlock } from './HeroSlider/config'
import { ImageSliderBlock } from './ImageSlider/config'
import { LogoGridBlock } from './LogoGrid/config'
import { MediaBlock } from './MediaBlock/config'
import { ShareButtonsBlock } from './ShareButtons/config'
import { StatsBlock } from './Stats/config'
import { TestimonialsBlock } from './Testimonials/config'
import { DownloadsBlock } from './Downloads/config'
import { EventsBlock } from './Events/config'
import { JobsBlock } from './Jobs/config'
import { PricingBlock } from './Pricing/config'
import { ServicesBlock } from './Services/config'
import { TabsBlock } from './Tabs/config'
import { TeamBlock } from './Team/config'
import { FavoritesBlock } from './Favorites/config'
import { OrgChartBlock } from './OrgChart/config'
import { SeriesBlock } from './Series/config'
import { SeriesDetailBlock } from './SeriesDetail/config'
import { TeamFilterBlock } from './TeamFilter/config'

/**
 * The blocks editors compose pages and posts from, in the admin's order: the one list of blocks. Each folder's
 * config.ts names its block; RenderBlocks.tsx renders them, its component map typed by `BlockSlug`. The blocks of
 * a picker group stand together, the groups in the order of BLOCK_GROUPS (the picker lists them as they come).
 */
export const layoutBlocks = [
  HeroSliderBlock,
  ImageSliderBlock,
  TestimonialsBlock,
  ContentBlock,
  CallToActionBlock,
  FAQBlock,
  AccordionBlock,
  StatsBlock,
  ComparisonBlock,
  PricingBlock,
  TabsBlock,
  FeaturedContentBlock,
  ServicesBlock,
  EventsBlock,
  JobsBlock,
  DownloadsBlock,
  LocationsBlock,
  FavoritesBlock,
  TeamBlock,
  TeamFilterBlock,
  OrgChartBlock,
  AuthorBioBlock,
  RelatedPostsBlock,
  TableOfContentsBlock,
  ShareButtonsBlock,
  MediaBlock,
  VideoBlock,
  BeforeAfterBlock,
  LogoGridBlock,
  MapBlock,
  SeriesBlock,
  SeriesDetailBlock,
  FormBlock,
]

/** The slug of every page block: RenderBlocks needs a component for each, and for nothing else. */
export type BlockSlug = (typeof layoutBlocks)[number]['slug']
