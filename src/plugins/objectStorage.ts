import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'
import { s3Settings } from '@/env'
import { s3ClientConfig } from '@/lib/storage/s3Client'

/** Every upload collection; a new one must be listed here, or its files stay on one instance's disk. */
export const UPLOAD_COLLECTIONS = ['media', 'downloads'] as const

/**
 * Uploads go to S3-compatible storage when S3_* is set (src/env.ts), else to MEDIA_DIR.
 *
 * - The plugin is always applied (disabled without S3) because it registers its admin client
 *   handler either way: the import map and the build stay the same with and without S3, and
 *   the bucket is chosen at start from the environment, not at build time.
 * - Files are served only through Payload (`/api/<collection>/file/<name>` after the read access
 *   check, the plugin's `disablePayloadAccessControl` stays off): the bucket stays private.
 * - No `prefix` and no client uploads; the `_objectKey` field the plugin adds is removed again.
 *   Both would add columns (a schema that differs by environment); `_objectKey` is only ever
 *   written by client uploads, and without it the object key is the file name, as on disk.
 */
export const objectStorage: Plugin = async (config) => {
  const settings = s3Settings()
  const withStorage: Config = await s3Storage({
    enabled: settings !== undefined,
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
    collections: Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, true])),
  })(config)
  return {
    ...withStorage,
    collections: withStorage.collections?.map((collection) =>
      (UPLOAD_COLLECTIONS as readonly string[]).includes(collection.slug)
        ? { ...collection, fields: collection.fields.filter((field) => !('name' in field && field.name === '_objectKey')) }
        : collection,
    ),
  }
}
