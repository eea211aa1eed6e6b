import type { SiteLocale } from '@/lib/site/locales'
import { sitePath } from '@/lib/site/routes'

type PageWithBlocks = { slug?: string | null; layout?: ({ blockType: string; series?: unknown } | null)[] | null }

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

/** The anchor a series detail block carries, so a link can jump to it on its page. */
export const seriesAnchor = (slug: string): string => `series-${slug}`

/**
 * Where each series is shown in detail: the first page (in the given order) that has a series detail
 * block for it, as `/<locale>/<page>#series-<slug>`. Series without such a page are not in the map.
 */
export function seriesDetailLinks(
  pages: PageWithBlocks[],
  series: { id: number; slug?: string | null }[],
  locale: SiteLocale,
): Map<number, string> {
  const pageOf = new Map<number, string>()
  for (const page of pages) {
    if (!page.slug) continue
    for (const block of page.layout ?? []) {
      const id = block?.blockType === 'seriesDetail' ? idOf(block.series) : null
      if (id !== null && !pageOf.has(id)) pageOf.set(id, page.slug)
    }
  }
  const links = new Map<number, string>()
  for (const entry of series) {
    const page = pageOf.get(entry.id)
    if (page && entry.slug) links.set(entry.id, `${sitePath(locale, 'pages', page)}#${seriesAnchor(entry.slug)}`)
  }
  return links
}
