import { buildEmbedUrl, parseVideoUrl, type VideoPlatform } from '@/lib/video'
import type { VideoSource } from './config'

export type Playback = { autoplay: boolean; muted: boolean; loop: boolean; controls: boolean; startSeconds: number }

type PlaybackFields = {
  source?: VideoSource | null
  autoplay?: boolean | null
  muted?: boolean | null
  loop?: boolean | null
  controls?: boolean | null
  startSeconds?: number | null
}

/**
 * What the player does: only uploaded files autoplay (YouTube and Vimeo start with the visitor's click
 * that loads them), and always muted (browsers start nothing else by themselves); a file that neither
 * starts by itself nor shows controls could never be played, so it keeps its controls.
 */
export function playbackOf(block: PlaybackFields): Playback {
  const file = block.source === 'file'
  const autoplay = file && block.autoplay === true
  return {
    autoplay,
    muted: autoplay || block.muted === true,
    loop: block.loop === true,
    controls: block.controls !== false || (file && !autoplay),
    startSeconds: Math.max(0, Math.floor(block.startSeconds ?? 0)),
  }
}

/** An uploaded file's URL with the start time as a media fragment (`#t=12`). */
export const fileUrlAt = (url: string, startSeconds: number): string =>
  startSeconds > 0 ? `${url}#t=${startSeconds}` : url

export type Embed = { src: string; platform: VideoPlatform }

/**
 * The player of a YouTube or Vimeo link, in privacy mode unless the library video turned it off,
 * started by the click that loads it; null for any other URL. The block's start time wins over the link's.
 */
export function embedOf(url: string | null | undefined, playback: Playback, privacyMode = true): Embed | null {
  const parsed = url ? parseVideoUrl(url) : null
  if (!parsed) return null
  const src = buildEmbedUrl(parsed, {
    privacyMode,
    autoplay: true,
    muted: playback.muted,
    loop: playback.loop,
    controls: playback.controls,
    startSeconds: playback.startSeconds > 0 ? playback.startSeconds : undefined,
  })
  return { src, platform: parsed.platform }
}
