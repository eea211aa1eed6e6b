import type { PayloadRequest } from 'payload'

type MediaLike = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null }

export type PublicMedia = { url: string; alt: string | null; width: number | null; height: number | null }

/** Where the CMS is reachable: the configured public URL, else the origin the request came to. */
export function cmsBaseUrl(req: PayloadRequest): string {
  return req.payload.config.serverURL || new URL(req.url ?? 'http://localhost').origin
}

/** An upload as public APIs return it: absolute URL and alt text; null when unset or not populated. */
export function publicMedia(req: PayloadRequest, value: unknown): PublicMedia | null {
  if (typeof value !== 'object' || value === null) return null
  const media = value as MediaLike
  if (!media.url) return null
  return {
    url: new URL(media.url, cmsBaseUrl(req)).href,
    alt: media.alt ?? null,
    width: media.width ?? null,
    height: media.height ?? null,
  }
}
