import type { ParsedVideo } from './parseVideoUrl'

export interface EmbedOptions {
  /** Use the cookie-less / do-not-track player variants (GDPR-friendly default for EU sites). */
  privacyMode?: boolean
  autoplay?: boolean
}

export function buildEmbedUrl(parsed: ParsedVideo, options: EmbedOptions = {}): string {
  const id = encodeURIComponent(parsed.videoId)
  const params = new URLSearchParams()

  if (parsed.platform === 'youtube') {
    const host = options.privacyMode ? 'www.youtube-nocookie.com' : 'www.youtube.com'
    if (parsed.startSeconds !== undefined) params.set('start', String(parsed.startSeconds))
    if (options.autoplay) params.set('autoplay', '1')
    return `https://${host}/embed/${id}${querySuffix(params)}`
  }

  if (parsed.privacyHash !== undefined) params.set('h', parsed.privacyHash)
  if (options.privacyMode) params.set('dnt', '1')
  if (options.autoplay) params.set('autoplay', '1')
  // The Vimeo player reads the start time only from the fragment.
  const fragment = parsed.startSeconds !== undefined ? `#t=${parsed.startSeconds}s` : ''
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
