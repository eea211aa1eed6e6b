import type { ParsedVideo } from './parseVideoUrl'

export type EmbedOptions = {
  /** Use the cookie-less / do-not-track player variants (GDPR-friendly default for EU sites). */
  privacyMode?: boolean
  autoplay?: boolean
  /** Start without sound (browsers only autoplay muted players). */
  muted?: boolean
  loop?: boolean
  /** `false` hides the player's controls; the default keeps them. */
  controls?: boolean
  /** Overrides the start time of the URL (seconds; 0 = from the beginning). */
  startSeconds?: number
}

export function buildEmbedUrl(parsed: ParsedVideo, options: EmbedOptions = {}): string {
  const id = encodeURIComponent(parsed.videoId)
  const params = new URLSearchParams()
  const start = options.startSeconds ?? parsed.startSeconds
  const hasStart = start !== undefined && start > 0

  if (parsed.platform === 'youtube') {
    const host = options.privacyMode ? 'www.youtube-nocookie.com' : 'www.youtube.com'
    if (hasStart) params.set('start', String(start))
    if (options.autoplay) params.set('autoplay', '1')
    if (options.muted) params.set('mute', '1')
    // YouTube loops a single video only as a one-video playlist.
    if (options.loop) {
      params.set('loop', '1')
      params.set('playlist', parsed.videoId)
    }
    if (options.controls === false) params.set('controls', '0')
    return `https://${host}/embed/${id}${querySuffix(params)}`
  }

  if (parsed.privacyHash !== undefined) params.set('h', parsed.privacyHash)
  if (options.privacyMode) params.set('dnt', '1')
  if (options.autoplay) params.set('autoplay', '1')
  if (options.muted) params.set('muted', '1')
  if (options.loop) params.set('loop', '1')
  if (options.controls === false) params.set('controls', '0')
  // The Vimeo player reads the start time only from the fragment.
  const fragment = hasStart ? `#t=${start}s` : ''
  return `https://player.vimeo.com/video/${id}${querySuffix(params)}${fragment}`
}

/** Poster image URL; Vimeo has no predictable thumbnail URL (it needs an oEmbed/API call). */
export function thumbnailUrl(parsed: ParsedVideo): string | null {
  if (parsed.platform === 'vimeo') return null
  return `https://i.ytimg.com/vi/${encodeURIComponent(parsed.videoId)}/hqdefault.jpg`
}

function querySuffix(params: URLSearchParams): string {
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
