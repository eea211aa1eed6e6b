import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { titleField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'
import { mediaDir } from '@/lib/media/mediaDir'
import { VIDEO_FILE_MAX_BYTES, VIDEO_FILE_MIME_TYPES } from './limits'

/** Refuses a file above the cap on every API (REST, GraphQL, Local API) before it is stored. */
const capFileSize: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file && req.file.size > VIDEO_FILE_MAX_BYTES) {
    const megabytes = VIDEO_FILE_MAX_BYTES / (1024 * 1024)
    throw new ValidationError(
      {
        collection: 'video-files',
        errors: [
          {
            path: 'file',
            message: localizedMessage(req, {
              de: `Die Videodatei ist größer als ${megabytes} MB.`,
              en: `The video file is larger than ${megabytes} MB.`,
            }),
          },
        ],
      },
      req.t,
    )
  }
  return args
}

/** Short video files (MP4, WebM) a tenant's video block plays itself; longer videos belong on YouTube or Vimeo (`videos`). */
export const VideoFiles: CollectionConfig = tenantContent({
  slug: 'video-files',
  uniqueSlug: false,
  labels: { singular: { de: 'Videodatei', en: 'Video file' }, plural: { de: 'Videodateien', en: 'Video files' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'] },
  hooks: { beforeOperation: [capFileSize] },
  upload: { staticDir: mediaDir('video-files'), mimeTypes: [...VIDEO_FILE_MIME_TYPES] },
  fields: [titleField()],
})
