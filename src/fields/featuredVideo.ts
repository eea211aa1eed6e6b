import type { GroupField, PayloadRequest } from 'payload'
import { row } from '@/fields/layout'
import { buildEmbedUrl, parseVideoUrl, thumbnailUrl, type VideoPlatform } from '@/lib/video'
import { localizedMessage } from '@/lib/i18n/localizedMessage'

export type DerivedVideo = {
  platform: VideoPlatform | null
  videoId: string | null
  embedUrl: string | null
  thumbnailUrl: string | null
}

const NO_VIDEO: DerivedVideo = { platform: null, videoId: null, embedUrl: null, thumbnailUrl: null }

/** The player data of a pasted YouTube/Vimeo URL; all null when there is no (recognisable) URL. */
export function deriveFeaturedVideo(url: string | null | undefined, privacyMode: boolean): DerivedVideo {
  const parsed = url ? parseVideoUrl(url) : null
  if (!parsed) return NO_VIDEO
  return {
    platform: parsed.platform,
    videoId: parsed.videoId,
    embedUrl: buildEmbedUrl(parsed, { privacyMode }),
    thumbnailUrl: thumbnailUrl(parsed),
  }
}

type FeaturedVideoValue = { url?: string | null; privacyMode?: boolean | null } & Record<string, unknown>

const derived = {
  readOnly: true,
  description: { de: 'Wird beim Speichern aus der URL abgeleitet.', en: 'Derived from the URL on save.' },
}

/**
 * A video given by its URL (editors paste it); platform, id, embed URL and thumbnail are derived
 * on save, so frontends never parse URLs themselves.
 */
export function featuredVideoField(name = 'featuredVideo'): GroupField {
  return {
    name,
    type: 'group',
    interfaceName: 'FeaturedVideo',
    label: { de: 'Video', en: 'Featured video' },
    hooks: {
      beforeChange: [
        ({ value }) => {
          if (!value || typeof value !== 'object') return value
          const video = value as FeaturedVideoValue
          const privacyMode = video.privacyMode ?? true
          return { ...video, privacyMode, ...deriveFeaturedVideo(video.url, privacyMode) }
        },
      ],
    },
    fields: [
      {
        name: 'url',
        type: 'text',
        label: 'URL',
        admin: { description: { de: 'YouTube- oder Vimeo-Link', en: 'YouTube or Vimeo link' } },
        validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
          !value || parseVideoUrl(value)
            ? true
            : localizedMessage(req, {
                de: 'Keine YouTube- oder Vimeo-Video-URL',
                en: 'Not a YouTube or Vimeo video URL',
              }),
      },
      {
        name: 'privacyMode',
        type: 'checkbox',
        defaultValue: true,
        admin: {
          description: { de: 'youtube-nocookie.com bzw. Vimeo „dnt“', en: 'youtube-nocookie.com or Vimeo "dnt"' },
        },
      },
      { name: 'caption', type: 'text', localized: true },
      row([
        {
          name: 'platform',
          type: 'select',
          options: [
            { label: 'YouTube', value: 'youtube' },
            { label: 'Vimeo', value: 'vimeo' },
          ],
          admin: { ...derived, width: '30%' },
        },
        { name: 'videoId', type: 'text', admin: { ...derived, width: '70%' } },
      ]),
      { name: 'embedUrl', type: 'text', admin: derived },
      { name: 'thumbnailUrl', type: 'text', admin: derived },
    ],
  }
}
