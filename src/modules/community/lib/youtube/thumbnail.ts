/**
 * The still YouTube shows for a video (320×180, "mqdefault"). Its address follows from the video id, so the
 * inbox needs no stored copy and no extra API call; the host is configurable (a loopback stand-in in tests).
 */
export const youTubeThumbnailUrl = (baseUrl: string, videoId: string | null | undefined): string | null =>
  videoId ? `${baseUrl.replace(/\/$/, '')}/vi/${encodeURIComponent(videoId)}/mqdefault.jpg` : null
