import { existsSync } from 'node:fs'
import path from 'node:path'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'
import { s3Settings } from '@/env'
import { s3ClientConfig } from '@/lib/storage/s3Client'

/** Every upload collection; a new one must be listed here, or its files stay on one instance's disk. */
export const UPLOAD_COLLECTIONS = ['media', 'downloads', 'video-files'] as const

const STORAGE_FIELDS = ['prefix', '_objectKey']

/**
 * Uploads go to S3-compatible storage when S3_* is set (src/env.ts), else to MEDIA_DIR.
 *
 * - The plugin is always applied (disabled without S3) because it registers its admin client
 *   handler either way: the import map and the build stay the same with and without S3, and
 *   the bucket is chosen at start from the environment, not at build time.
 * - Files are served only through Payload (`/api/<collection>/file/<name>` after the read access
 *   check, the plugin's `disablePayloadAccessControl` stays off): the bucket stays private.
 * - Objects are keyed `<collection>/<file name>`: Payload keeps file names unique per collection
 *   only, so each upload collection needs its own folder (as on disk: MEDIA_DIR, MEDIA_DIR/downloads,
 *   MEDIA_DIR/video-files).
 * - The `prefix` and `_objectKey` fields the plugin adds are removed again: they would add columns,
 *   a schema that differs by environment. Without them every object lives at the collection's
 *   prefix; `_objectKey` is only ever written by client uploads, which stay off.
 */
type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * On disk, Payload answers 500 for a file that is gone (the URL of a deleted upload); S3 answers
 * 404. This handler runs before Payload's disk fallback and gives the disk the same 404.
 */
const notFoundWhenMissingOnDisk =
  (staticDir: string): UploadHandler =>
  (req, { params }) => {
    const directory = path.resolve(staticDir)
    const file = path.resolve(directory, params.filename)
    // Outside the directory: Payload's fallback refuses it with 400.
    if (file.startsWith(directory + path.sep) && !existsSync(file)) {
      return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404 })
    }
  }

const withDiskNotFound = (collection: CollectionConfig): CollectionConfig => {
  const upload = collection.upload
  if (typeof upload !== 'object' || !upload.staticDir) return collection
  return {
    ...collection,
    upload: { ...upload, handlers: [...(upload.handlers ?? []), notFoundWhenMissingOnDisk(upload.staticDir)] },
  }
}

export const objectStorage: Plugin = async (config) => {
  const settings = s3Settings()
  const withStorage: Config = await s3Storage({
    enabled: settings !== undefined,
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
    collections: Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, { prefix: slug }])),
  })(config)
  return {
    ...withStorage,
    collections: withStorage.collections?.map((collection) =>
      (UPLOAD_COLLECTIONS as readonly string[]).includes(collection.slug)
        ? (settings ? (c: CollectionConfig) => c : withDiskNotFound)({
            ...collection,
            fields: collection.fields.filter((field) => !('name' in field && STORAGE_FIELDS.includes(field.name))),
          })
        : collection,
    ),
  }
}
