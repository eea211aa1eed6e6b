import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, type ContentStatus } from '@/modules/videoHub/lib/contentStateMachine'
import { textsIn } from '@/admin/language'
import texts from './messages.json' with { type: 'json' }

/** Every text of the video hub's admin view, in German and English (the table: messages.json), and the content statuses' names. */
export const VIDEO_HUB_TEXT = {
  ...texts,
  ...Object.fromEntries(CONTENT_STATUSES.map((status) => [`status_${status}`, CONTENT_STATUS_LABELS[status]])),
} satisfies Record<string, Bilingual>

export type VideoHubText = Record<keyof typeof VIDEO_HUB_TEXT | `status_${ContentStatus}`, string>

export const videoHubText = (language: string | undefined): VideoHubText =>
  textsIn(VIDEO_HUB_TEXT, language) as VideoHubText
