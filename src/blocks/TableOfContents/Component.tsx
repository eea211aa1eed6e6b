import type { TableOfContentsBlock as TableOfContentsProps } from '@/payload-types'
import type { BlockSite } from '../shared/site'
import { tocEntries } from './headings'

const DEFAULT_TITLE = { de: 'Inhalt', en: 'Contents' }

/** Anchor links to the headings of the post it sits below, or on a page to the headings of the page's blocks. */
export function TableOfContentsBlock({ title, depth, numbered, site }: TableOfContentsProps & { site: BlockSite }) {
  const entries = tocEntries(site.outline ?? [], depth ?? 'h3')
  if (entries.length === 0) return null
  const List = numbered ? 'ol' : 'ul'
  const label = title || DEFAULT_TITLE[site.locale]
  return (
    <nav className="block block-toc" aria-label={label}>
      <p className="toc-title">{label}</p>
      <List className="toc-entries">
        {entries.map((entry) => (
          <li key={entry.id} className={`toc-level-${entry.level}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </List>
    </nav>
  )
}
