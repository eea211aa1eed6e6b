import { S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from '@/env'

/** The client options for the configured object storage (the upload plugin and the storage seam share them). */
export function s3ClientConfig(settings: S3Settings) {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  }
}

let client: { key: string; client: S3Client } | undefined

/** One client per configuration (keep-alive connections are reused across requests). */
export function s3Client(settings: S3Settings): S3Client {
  const key = JSON.stringify(settings)
  if (client?.key !== key) client = { key, client: new S3Client(s3ClientConfig(settings)) }
  return client.client
}
