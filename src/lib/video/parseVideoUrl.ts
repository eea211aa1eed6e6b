export type VideoPlatform = 'youtube' | 'vimeo'

export type ParsedVideo = {
  platform: VideoPlatform
  videoId: string
  startSeconds?: number
  /** YouTube only: the URL was a /shorts/ link (vertical player). */
  isShort?: boolean
  /** YouTube only: the URL was a /live/ link. */
  isLive?: boolean
  /** Vimeo only: hash that unlocks an unlisted video; the player refuses it without. */
  privacyHash?: string
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d+$/
const VIMEO_HASH = /^[A-Za-z0-9]+$/
const START_TIME_SECONDS = /^\d+$/
const START_TIME_UNITS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com'])
const VIMEO_PLAYER_HOST = 'player.vimeo.com'

/**
 * Parses a YouTube or Vimeo URL as pasted by an editor. Returns null for
 * anything that is not a recognisable video link; never throws.
 */
export function parseVideoUrl(input: string): ParsedVideo | null {
  const url = toHttpUrl(input)
  if (!url) return null
  const host = url.hostname
  const segments = url.pathname.split('/').filter((segment) => segment !== '')

  if (YOUTUBE_HOSTS.has(host) || YOUTU_BE_HOSTS.has(host)) {
    const match = YOUTU_BE_HOSTS.has(host) ? matchYoutuBePath(segments) : matchYoutubePath(segments, url.searchParams)
    if (!match) return null
    return withStartTime({ platform: 'youtube', ...match }, url)
  }

  if (VIMEO_HOSTS.has(host) || host === VIMEO_PLAYER_HOST) {
    const match =
      host === VIMEO_PLAYER_HOST ? matchVimeoPlayerPath(segments, url.searchParams) : matchVimeoPath(segments)
    if (!match) return null
    return withStartTime({ platform: 'vimeo', ...match }, url)
  }

  return null
}

/** Parses `90`, `90s`, `1m30s`, `1h2m3s` into seconds; null when malformed. */
export function parseStartTime(value: string): number | null {
  if (START_TIME_SECONDS.test(value)) return Number(value)
  const units = START_TIME_UNITS.exec(value)
  // The unit pattern is all-optional, so an empty match must be rejected here.
  if (!units || value === '') return null
  const [, hours = '0', minutes = '0', seconds = '0'] = units
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
}

function toHttpUrl(input: string): URL | null {
  // Untyped callers (raw form or API data) may pass anything.
  if (typeof input !== 'string') return null
  const trimmed = input.trim()
  if (trimmed === '') return null
  // Editors often paste links without a scheme ("youtu.be/…"); anything that
  // has a scheme must be http(s) so javascript:, data: etc. are rejected.
  const hasScheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.test(trimmed)
  const candidate = hasScheme ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  return url
}

type PlatformMatch = Omit<ParsedVideo, 'platform' | 'startSeconds'>

function matchYoutuBePath(segments: string[]): PlatformMatch | null {
  const [id, ...rest] = segments
  return id !== undefined && rest.length === 0 && YOUTUBE_ID.test(id) ? { videoId: id } : null
}

function matchYoutubePath(segments: string[], params: URLSearchParams): PlatformMatch | null {
  if (segments.length === 1 && segments[0] === 'watch') {
    const id = params.get('v')
    return id !== null && YOUTUBE_ID.test(id) ? { videoId: id } : null
  }
  const [kind, id, ...rest] = segments
  if (id === undefined || rest.length > 0 || !YOUTUBE_ID.test(id)) return null
  switch (kind) {
    case 'embed':
    case 'v':
      return { videoId: id }
    case 'shorts':
      return { videoId: id, isShort: true }
    case 'live':
      return { videoId: id, isLive: true }
    default:
      return null
  }
}

function matchVimeoPath(segments: string[]): PlatformMatch | null {
  const [first, second, third, fourth, ...rest] = segments
  if (rest.length > 0 || first === undefined) return null
  // vimeo.com/ID and the unlisted form vimeo.com/ID/HASH
  if (VIMEO_ID.test(first) && third === undefined) {
    return vimeoMatch(first, second)
  }
  // vimeo.com/channels/NAME/ID
  if (first === 'channels' && second !== undefined && third !== undefined && fourth === undefined) {
    return vimeoMatch(third, undefined)
  }
  // vimeo.com/groups/NAME/videos/ID and vimeo.com/showcase/NAME/video/ID
  const isGroupVideo = first === 'groups' && third === 'videos'
  const isShowcaseVideo = first === 'showcase' && third === 'video'
  if ((isGroupVideo || isShowcaseVideo) && fourth !== undefined) {
    return vimeoMatch(fourth, undefined)
  }
  return null
}

function matchVimeoPlayerPath(segments: string[], params: URLSearchParams): PlatformMatch | null {
  const [kind, id, ...rest] = segments
  if (kind !== 'video' || id === undefined || rest.length > 0) return null
  return vimeoMatch(id, params.get('h') ?? undefined)
}

function vimeoMatch(id: string, hash: string | undefined): PlatformMatch | null {
  if (!VIMEO_ID.test(id)) return null
  if (hash === undefined) return { videoId: id }
  return VIMEO_HASH.test(hash) ? { videoId: id, privacyHash: hash } : null
}

function withStartTime(parsed: ParsedVideo, url: URL): ParsedVideo {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''))
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start') ?? fragment.get('t')
  const startSeconds = raw === null ? null : parseStartTime(raw)
  // A start of 0 is the default; keeping it would only add noise to embed URLs.
  return startSeconds !== null && startSeconds > 0 ? { ...parsed, startSeconds } : parsed
}
