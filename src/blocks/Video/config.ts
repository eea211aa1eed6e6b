import type { NumberFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { row } from '@/fields/layout'
import { parseVideoUrl } from '@/lib/video'
import { pageBlock } from '../shared/pageBlock'
import { sourceField } from '../shared/blockFields'
import { captionField, checkboxField, headingField, rangeField, selectField } from '../shared/fieldPresets'
import { sameTenant, tenantMedia, tenantRelation } from '../shared/sameTenant'

/** `library`: a video of the tenant's `videos` (YouTube/Vimeo); `file`: an uploaded `video-files` file; `embed`: a YouTube or Vimeo URL. */
export const VIDEO_SOURCES = ['library', 'file', 'embed'] as const
export type VideoSource = (typeof VIDEO_SOURCES)[number]
/** `wide` 16:9, `classic` 4:3, `square` 1:1, `vertical` 9:16 (shorts). */
export const VIDEO_ASPECT_RATIOS = ['wide', 'classic', 'square', 'vertical'] as const
export const VIDEO_START_SECONDS = { min: 0, max: 86_400 } as const

const when = (source: VideoSource) => ({
  condition: (_data: unknown, sibling: { source?: string } | undefined) => (sibling?.source ?? 'library') === source,
})

const validEmbedUrl: TextFieldSingleValidation = (value, { req }) =>
  value && parseVideoUrl(value)
    ? true
    : localizedMessage(req, {
        de: 'Eine YouTube- oder Vimeo-Video-URL angeben',
        en: 'Enter a YouTube or Vimeo video URL',
      })

// Payload's own number check (min, max) first: a custom validate replaces it.
const wholeSeconds: NumberFieldSingleValidation = (value, options) => {
  const checked = number(value, options)
  if (checked !== true) return checked
  return value === null || value === undefined || Number.isInteger(value)
    ? true
    : localizedMessage(options.req, { de: 'Ganze Sekunden angeben', en: 'Enter whole seconds' })
}

export const VideoBlock = pageBlock({
  slug: 'video',
  interfaceName: 'VideoBlock',
  group: 'media',
  description: {
    de: 'Video aus der Mediathek, als Datei oder von YouTube/Vimeo',
    en: 'Video from the library, a file or YouTube/Vimeo',
  },
  labels: { singular: { de: 'Video', en: 'Video' }, plural: { de: 'Video-Blöcke', en: 'Video blocks' } },
  fields: [
    headingField(),
    sourceField(VIDEO_SOURCES, {
      library: { de: 'Aus den Videos', en: 'From videos' },
      file: { de: 'Hochgeladene Datei', en: 'Uploaded file' },
      embed: { de: 'YouTube-/Vimeo-Link', en: 'YouTube/Vimeo link' },
    }),
    // Required only for their own source (a hidden field is not validated); the tenant filter is checked on every save.
    tenantRelation({
      name: 'video',
      relationTo: 'videos',
      required: true,
      label: { de: 'Video', en: 'Video' },
      admin: when('library'),
    }),
    {
      name: 'file',
      type: 'upload',
      relationTo: 'video-files',
      required: true,
      filterOptions: sameTenant,
      label: { de: 'Videodatei', en: 'Video file' },
      admin: when('file'),
    },
    {
      name: 'url',
      type: 'text',
      label: 'URL',
      validate: validEmbedUrl,
      admin: {
        ...when('embed'),
        description: {
          de: 'YouTube- oder Vimeo-Link; eingebettet im Datenschutzmodus.',
          en: 'YouTube or Vimeo link; embedded in privacy mode.',
        },
      },
    },
    {
      name: 'title',
      type: 'text',
      localized: true,
      label: {
        de: 'Titel (für Screenreader; leer: Titel des Videos)',
        en: 'Title (for screen readers; empty: the video’s title)',
      },
    },
    tenantMedia({ name: 'poster', label: { de: 'Vorschaubild', en: 'Poster image' } }),
    row([
      {
        ...checkboxField('autoplay', { de: 'Automatisch abspielen (stumm)', en: 'Autoplay (muted)' }, false),
        admin: {
          ...when('file'),
          description: {
            de: 'YouTube und Vimeo laden erst nach einem Klick.',
            en: 'YouTube and Vimeo load only after a click.',
          },
        },
      },
      {
        ...checkboxField('muted', { de: 'Stumm', en: 'Muted' }, false),
        // Browsers only start muted videos by themselves.
        hooks: {
          beforeChange: [
            ({ value, siblingData }) => (siblingData?.autoplay && siblingData?.source === 'file' ? true : value),
          ],
        },
      },
      checkboxField('loop', { de: 'Endlosschleife', en: 'Loop' }, false),
      checkboxField('controls', { de: 'Bedienelemente', en: 'Controls' }),
      rangeField(
        'startSeconds',
        VIDEO_START_SECONDS,
        { de: 'Start bei (Sekunden)', en: 'Start at (seconds)' },
        { validate: wholeSeconds, admin: { step: 1 } },
      ),
    ]),
    selectField('aspectRatio', VIDEO_ASPECT_RATIOS, {
      defaultValue: 'wide',
      labels: {
        wide: { de: 'Breit (16:9)', en: 'Wide (16:9)' },
        classic: { de: 'Klassisch (4:3)', en: 'Classic (4:3)' },
        square: { de: 'Quadratisch (1:1)', en: 'Square (1:1)' },
        vertical: { de: 'Hochkant (9:16)', en: 'Vertical (9:16)' },
      },
      label: { de: 'Seitenverhältnis', en: 'Aspect ratio' },
    }),
    captionField(),
  ],
})
