import type { CollectionBeforeChangeHook } from 'payload'
import { deriveFeaturedVideo } from '@/fields/featuredVideo'
import { formatDuration } from '@/lib/video'
import type { Video } from '@/payload-types'

/** Player data and the display duration follow the URL and the seconds an editor entered. */
export const deriveVideo: CollectionBeforeChangeHook<Video> = ({ data, originalDoc }) => {
  const url = data.url ?? originalDoc?.url
  const privacyMode = data.privacyMode ?? originalDoc?.privacyMode ?? true
  const seconds = data.durationSeconds === undefined ? originalDoc?.durationSeconds : data.durationSeconds
  return {
    ...data,
    ...deriveFeaturedVideo(url, privacyMode),
    duration: typeof seconds === 'number' ? formatDuration(seconds) : null,
  }
}
