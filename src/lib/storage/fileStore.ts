import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { s3Settings } from '@/env'
import { s3Client } from './s3Client'

/**
 * Files the CMS writes itself (not uploads: those go through Payload's storage plugin) land where
 * the uploads live: in the S3 bucket when S3_* is set, so every instance writes to one place, or
 * in `diskDir` on the local disk. Returns where the file went (`s3://bucket/key` or the path).
 */
export async function storeFile(
  target: { key: string; diskDir: string },
  content: AsyncIterable<string | Uint8Array>,
): Promise<string> {
  const settings = s3Settings()
  if (!settings) {
    await mkdir(target.diskDir, { recursive: true })
    const file = path.join(target.diskDir, path.basename(target.key))
    await pipeline(Readable.from(content), createWriteStream(file, { flags: 'wx' }))
    return file
  }
  // Spooled to a temp file first: S3 needs the length up front, and a large export never sits in memory.
  const spool = path.join(os.tmpdir(), `cms-store-${randomUUID()}`)
  try {
    await pipeline(Readable.from(content), createWriteStream(spool, { flags: 'wx' }))
    const { size } = await stat(spool)
    await s3Client(settings).send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: target.key,
        Body: createReadStream(spool),
        ContentLength: size,
      }),
    )
    return `s3://${settings.bucket}/${target.key}`
  } finally {
    await rm(spool, { force: true })
  }
}
