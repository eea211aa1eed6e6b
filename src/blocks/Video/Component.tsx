import type { Media, Video, VideoBlock as VideoProps, VideoFile } from '@/payload-types'
import { EmbedPlayer } from '../shared/lazy'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { embedOf, fileUrlAt, playbackOf } from './playback'

const PLATFORM = { youtube: 'YouTube (Google)', vimeo: 'Vimeo' }
const TEXT = {
  de: {
    play: (title: string) => `Video abspielen: ${title}`,
    notice: (platform: string) => `Beim Abspielen wird eine Verbindung zu ${platform} hergestellt.`,
    fallback: 'Ihr Browser kann dieses Video nicht abspielen:',
    download: 'Video herunterladen',
    video: 'Video',
  },
  en: {
    play: (title: string) => `Play video: ${title}`,
    notice: (platform: string) => `Playing the video connects to ${platform}.`,
    fallback: 'Your browser cannot play this video:',
    download: 'Download the video',
    video: 'Video',
  },
}

const populatedDoc = <T extends object>(value: number | T | null | undefined): T | null =>
  typeof value === 'object' && value !== null ? value : null

function FilePlayer({
  props,
  file,
  title,
}: {
  props: VideoProps & { site: BlockSite }
  file: VideoFile
  title: string
}) {
  const playback = playbackOf(props)
  const poster = populatedDoc<Media>(props.poster)
  const text = TEXT[props.site.locale]
  if (!file.url) return null
  return (
    <video
      className="video-frame"
      src={fileUrlAt(file.url, playback.startSeconds)}
      poster={poster?.sizes?.hero?.url ?? poster?.url ?? undefined}
      autoPlay={playback.autoplay}
      muted={playback.muted}
      loop={playback.loop}
      controls={playback.controls}
      playsInline
      preload="metadata"
      aria-label={title}
    >
      {text.fallback} <a href={file.url}>{text.download}</a>
    </video>
  )
}

/** A video from the tenant's library, an uploaded file (native player) or a YouTube/Vimeo link (loaded on click, privacy mode). */
export function VideoBlock(props: VideoProps & { site: BlockSite }) {
  const text = TEXT[props.site.locale]
  const source = props.source ?? 'library'
  const video = source === 'library' ? populatedDoc<Video>(props.video) : null
  const file = source === 'file' ? populatedDoc<VideoFile>(props.file) : null
  const title = props.title || video?.title || file?.title || props.heading || text.video
  const posterMedia = props.poster ?? video?.thumbnail
  const embed =
    source === 'file'
      ? null
      : embedOf(source === 'library' ? video?.url : props.url, playbackOf(props), video?.privacyMode !== false)
  if (!file && !embed) return null
  return (
    <section className="block block-video">
      {props.heading ? <h2>{props.heading}</h2> : null}
      <figure>
        <div className={`video-box video-${props.aspectRatio ?? 'wide'}`}>
          {file ? <FilePlayer props={props} file={file} title={title} /> : null}
          {embed ? (
            <EmbedPlayer
              src={embed.src}
              title={title}
              poster={
                <MediaImage
                  media={posterMedia}
                  size="hero"
                  sizes="(max-width: 960px) 100vw, 960px"
                  className="video-poster"
                  altOverride=""
                />
              }
              text={{ play: text.play(title), notice: text.notice(PLATFORM[embed.platform]) }}
            />
          ) : null}
        </div>
        {props.caption ? <figcaption>{props.caption}</figcaption> : null}
      </figure>
    </section>
  )
}
