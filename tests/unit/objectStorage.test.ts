import type { CollectionConfig, Config } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { objectStorage, UPLOAD_COLLECTIONS } from '@/plugins/objectStorage'

const S3_ENV = {
  S3_BUCKET: 'cms',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
}

const uploadCollection = (slug: string): CollectionConfig => ({
  slug,
  upload: { staticDir: `/tmp/${slug}`, imageSizes: [{ name: 'thumbnail', width: 300 }] },
  fields: [{ name: 'alt', type: 'text' }],
})

const apply = async (env: Record<string, string>) => {
  Object.assign(process.env, env)
  return objectStorage({ collections: UPLOAD_COLLECTIONS.map(uploadCollection) } as Config)
}

const fieldNames = (config: Config, slug: string) =>
  config
    .collections!.find((collection) => collection.slug === slug)!
    .fields.map((field) => ('name' in field ? field.name : field.type))

describe('objectStorage: the S3 plugin is chosen at start, never changing the build or the schema', () => {
  afterEach(() => {
    for (const key of Object.keys(S3_ENV)) delete process.env[key]
  })

  it('covers every upload collection of the CMS (a new one must be added to UPLOAD_COLLECTIONS)', async () => {
    // The config is only read, never connected: any URL and secret will do.
    process.env.DATABASE_URL ??= 'postgres://unused@127.0.0.1:1/unused'
    process.env.PAYLOAD_SECRET ??= 'unit-test-secret-not-used-for-anything'
    const { default: config } = await import('@payload-config')
    const uploads = (await config).collections
      .filter((collection) => collection.upload)
      .map((collection) => collection.slug)
    expect(uploads.sort()).toEqual([...UPLOAD_COLLECTIONS].sort())
    // Building the whole config takes seconds on a loaded machine.
  }, 60_000)

  it('registers the same admin components with and without S3 (one import map, one build for both)', async () => {
    const disk = await apply({})
    const s3 = await apply(S3_ENV)
    expect(Object.keys(s3.admin?.dependencies ?? {})).toEqual(Object.keys(disk.admin?.dependencies ?? {}))
    expect(Object.keys(disk.admin?.dependencies ?? {})).toContain('@payloadcms/storage-s3/client#S3ClientUploadHandler')
  })

  it('adds no stored field (no prefix or _objectKey column) and keeps the disk path without S3', async () => {
    const disk = await apply({})
    const s3 = await apply(S3_ENV)
    for (const slug of UPLOAD_COLLECTIONS) {
      expect(fieldNames(disk, slug)).toEqual(['alt'])
      expect(fieldNames(s3, slug)).not.toContain('prefix')
      expect(fieldNames(s3, slug)).not.toContain('_objectKey')
      expect(disk.collections!.find((collection) => collection.slug === slug)!.upload).toMatchObject({
        staticDir: `/tmp/${slug}`,
      })
    }
  })

  it('with S3, stores off the disk and serves through Payload’s access-checked file route (no public bucket URL)', async () => {
    const s3 = await apply(S3_ENV)
    for (const slug of UPLOAD_COLLECTIONS) {
      const upload = s3.collections!.find((collection) => collection.slug === slug)!.upload as Exclude<
        CollectionConfig['upload'],
        boolean | undefined
      >
      expect(upload.disableLocalStorage).toBe(true)
      // The plugin's static handler is only installed while disablePayloadAccessControl is off.
      expect(upload.handlers).toHaveLength(1)
    }
  })
})
