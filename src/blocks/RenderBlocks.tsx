import type { Page } from '@/payload-types'
import type { BlockSlug } from './index'
import { AccordionBlock } from './Accordion/Component'
import { AuthorBioBlock } from './AuthorBio/Component'
import { BeforeAfterBlock } from './BeforeAfter/Component'
import { FeaturedContentBlock } from './FeaturedContent/Component'
import { LocationsBlock } from './Locations/Component'
import { MapBlock } from './Map/Component'
import { VideoBlock } from './Video/Component'
import { RelatedPostsBlock } from './RelatedPosts/Component'
import { TableOfContentsBlock } from './TableOfContents/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { ComparisonBlock } from './Comparison/Component'
import { ContentBlock } from './Content/Component'
import { FAQBlock } from './FAQ/Component'
import { FormBlock } from './FormBlock/Component'
import { HeroSliderBlock } from './HeroSlider/Component'
import { ImageSliderBlock } from './ImageSlider/Component'
import { LogoGridBlock } from './LogoGrid/Component'
import { MediaBlock } from './MediaBlock/Component'
import type { BlockSite } from './shared/site'
import { ShareButtonsBlock } from './ShareButtons/Component'
import { StatsBlock } from './Stats/Component'
import { blockAnchors, documentOutline } from './TableOfContents/headings'
import { TestimonialsBlock } from './Testimonials/Component'
import { DownloadsBlock } from './Downloads/Component'
import { EventsBlock } from './Events/Component'
import { JobsBlock } from './Jobs/Component'
import { PricingBlock } from './Pricing/Component'
import { ServicesBlock } from './Services/Component'
import { TabsBlock } from './Tabs/Component'
import { TeamBlock } from './Team/Component'
import { FavoritesBlock } from './Favorites/Component'
import { OrgChartBlock } from './OrgChart/Component'
import { SeriesBlock } from './Series/Component'
import { SeriesDetailBlock } from './SeriesDetail/Component'
import { TeamFilterBlock } from './TeamFilter/Component'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockProps<K extends BlockSlug> = Extract<LayoutBlock, { blockType: K }> & { site: BlockSite }

// One component per slug of the block list (a type-only import: the configs stay out of the site's bundle).
const components: { [K in BlockSlug]: React.ComponentType<BlockProps<K>> } = {
  content: ContentBlock,
  mediaBlock: MediaBlock,
  callToAction: CallToActionBlock,
  formBlock: FormBlock,
  heroSlider: HeroSliderBlock,
  imageSlider: ImageSliderBlock,
  testimonials: TestimonialsBlock,
  faq: FAQBlock,
  accordion: AccordionBlock,
  stats: StatsBlock,
  logoGrid: LogoGridBlock,
  comparison: ComparisonBlock,
  shareButtons: ShareButtonsBlock,
  team: TeamBlock,
  services: ServicesBlock,
  events: EventsBlock,
  jobs: JobsBlock,
  downloads: DownloadsBlock,
  pricing: PricingBlock,
  tabs: TabsBlock,
  authorBio: AuthorBioBlock,
  relatedPosts: RelatedPostsBlock,
  tableOfContents: TableOfContentsBlock,
  beforeAfter: BeforeAfterBlock,
  featuredContent: FeaturedContentBlock,
  locations: LocationsBlock,
  video: VideoBlock,
  map: MapBlock,
  favorites: FavoritesBlock,
  series: SeriesBlock,
  seriesDetail: SeriesDetailBlock,
  teamFilter: TeamFilterBlock,
  orgChart: OrgChartBlock,
}

/**
 * A page's or post's blocks in order; each block gets the locale and tenant it is rendered for, and the
 * outline a table of contents lists (below a post its body's headings, on a page the blocks' headings).
 * Blocks with a heading get an anchor.
 */
export function RenderBlocks({ blocks, site }: { blocks: Page['layout']; site: Omit<BlockSite, 'outline'> }) {
  const anchors = blockAnchors(blocks ?? [])
  const blockSite: BlockSite = { ...site, outline: documentOutline(site.post, anchors) }
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = components[block.blockType] as React.ComponentType<LayoutBlock & { site: BlockSite }>
        return (
          <div key={block.id ?? index} id={anchors[index]?.id} className="block-wrapper" data-block={block.blockType}>
            <Component {...block} site={blockSite} />
          </div>
        )
      })}
    </>
  )
}
