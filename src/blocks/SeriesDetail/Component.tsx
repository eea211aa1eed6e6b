import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SeriesDetailBlock as SeriesDetailProps, Video } from '@/payload-types'
import { EntryList } from '../shared/EntryList'
import { loadTenantDocs } from '../shared/loadTenantDocs'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { seriesAnchor } from '../Series/seriesDetailLinks'

const TEXT = {
  de: { videos: 'Videos der Serie', none: 'Noch keine Videos in dieser Serie.', watch: 'Ansehen', duration: 'Dauer' },
  en: { videos: 'Videos in this series', none: 'No videos in this series yet.', watch: 'Watch', duration: 'Duration' },
}

function VideoItem({ video, site }: { video: Video; site: BlockSite }) {
  const text = TEXT[site.locale]
  return (
    <article className="series-video">
      <MediaImage media={video.thumbnail} size="thumbnail" sizes="160px" altOverride="" />
      <div>
        <h4>
          <a href={video.url} rel="noopener" target="_blank">
            {video.title}
          </a>
        </h4>
        {video.duration ? (
          <p className="series-video-meta">
            {text.duration}: {video.duration}
          </p>
        ) : null}
        {video.description ? <p>{video.description}</p> : null}
      </div>
    </article>
  )
}

/** One series of the tenant: cover, title, tagline, description and the videos that belong to it (newest first). */
export async function SeriesDetailBlock({ series, showVideos, limit, site }: SeriesDetailProps & { site: BlockSite }) {
  // An unpublished or foreign series arrives as a bare id (the relationship is limited to the tenant).
  if (typeof series !== 'object' || series === null) return null
  const videos =
    showVideos === false
      ? []
      : await loadTenantDocs({
          collection: 'videos',
          tenantId: site.tenantId,
          locale: site.locale,
          where: { series: { equals: series.id } },
          limit: limit ?? 12,
        })
  const text = TEXT[site.locale]
  return (
    <section className="block block-series-detail">
      <article id={series.slug ? seriesAnchor(series.slug) : undefined} className="series-detail">
        <MediaImage media={series.coverImage} size="hero" sizes="(max-width: 960px) 100vw, 960px" altOverride="" />
        <h2>{series.title}</h2>
        {series.tagline ? <p className="series-tagline">{series.tagline}</p> : null}
        {series.description ? <RichText data={series.description} /> : null}
        {showVideos === false ? null : (
          <>
            <h3>{text.videos}</h3>
            {videos.length > 0 ? (
              <EntryList
                className="series-videos"
                entries={videos.map((video) => ({ key: video.id, content: <VideoItem video={video} site={site} /> }))}
              />
            ) : (
              <p>{text.none}</p>
            )}
          </>
        )}
      </article>
    </section>
  )
}
