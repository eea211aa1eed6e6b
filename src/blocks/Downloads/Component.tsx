import { DOWNLOAD_CATEGORIES, DOWNLOAD_CATEGORY_LABELS } from '@/fields/vocabulary'
import type { Download, DownloadsBlock as DownloadsProps } from '@/payload-types'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import type { BlockSite } from '../shared/site'
import { formatFileSize } from './fileSize'

type Category = (typeof DOWNLOAD_CATEGORIES)[number]

const DOWNLOAD_LABEL = { de: 'herunterladen', en: 'download' }

/** Every link goes through the tracking route, which counts the download and redirects to the file. */
export const downloadHref = (id: number) => `/api/downloads/${id}/track`

async function downloadsOf(props: DownloadsProps, site: BlockSite): Promise<Download[]> {
  const limit = props.limit ?? 20
  if (props.source === 'manual') return populated<Download>(props.downloads).slice(0, limit)
  const categories = props.categories ?? []
  const where = categories.length > 0 ? { category: { in: categories } } : undefined
  return loadTenantDocs({
    collection: 'downloads',
    tenantId: site.tenantId,
    locale: site.locale,
    where,
    sort: 'title',
    limit,
    depth: 0,
  })
}

function DownloadList({ downloads, site }: { downloads: Download[]; site: BlockSite }) {
  return (
    <ul className="download-list">
      {downloads.map((download) => {
        const type = download.filename?.split('.').pop()?.toUpperCase()
        const details = [type, formatFileSize(download.filesize, site.locale)].filter(Boolean).join(', ')
        return (
          <li key={download.id} className="download-item">
            <a href={downloadHref(download.id)} download>
              {download.title}
              <span className="visually-hidden"> ({DOWNLOAD_LABEL[site.locale]})</span>
            </a>
            {details ? <span className="download-details"> {details}</span> : null}
            {download.description ? <p>{download.description}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}

/** Downloadable files of chosen categories (or a selection), optionally grouped by category. */
export async function DownloadsBlock(props: DownloadsProps & { site: BlockSite }) {
  const { site } = props
  const downloads = await downloadsOf(props, site)
  if (downloads.length === 0) return null
  const groups = DOWNLOAD_CATEGORIES.map((category: Category) => ({
    category,
    items: downloads.filter((download) => (download.category ?? 'other') === category),
  })).filter((group) => group.items.length > 0)
  const Heading = props.heading ? 'h3' : 'h2'
  return (
    <section className="block block-downloads">
      {props.heading ? <h2>{props.heading}</h2> : null}
      {props.groupByCategory !== false ? (
        groups.map((group) => (
          <div key={group.category} className="download-group">
            <Heading>{DOWNLOAD_CATEGORY_LABELS[group.category][site.locale]}</Heading>
            <DownloadList downloads={group.items} site={site} />
          </div>
        ))
      ) : (
        <DownloadList downloads={downloads} site={site} />
      )}
    </section>
  )
}
