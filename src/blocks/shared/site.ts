import type { Post } from '@/payload-types'
import type { SiteLocale } from '@/lib/site/locales'
import type { TocEntry } from '../TableOfContents/headings'

/**
 * What every block knows about where it is rendered: locale, tenant and the page's public URL and title;
 * below a post also the post (author bio, related posts and table of contents take it as their subject),
 * and the outline (headings with anchors) the table of contents lists, which RenderBlocks computes; the privacy
 * policy's path.
 */
export type BlockSite = {
  locale: SiteLocale
  tenantId: number
  url: string
  title: string
  post?: Post
  outline?: TocEntry[]
  /** The site's privacy policy (site settings), which the form block links to. */
  privacyPath?: string
}
