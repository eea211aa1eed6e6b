import sharp from 'sharp'
import { ApiError } from '@case/http/apiError'

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
// Room for the multipart boundaries and part headers around the file itself.
export const AVATAR_MAX_REQUEST_BYTES = AVATAR_MAX_BYTES + 16 * 1024
/** Stored avatars are at most this many pixels wide and high. */
const AVATAR_MAX_EDGE = 256
// Bounds decoding work: a small file may declare a huge canvas (decompression bomb).
const MAX_INPUT_PIXELS = 6000 * 6000

export type ImageType = 'png' | 'jpeg' | 'webp'

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)

/** The type by magic bytes only; the declared Content-Type and file name are never trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

export const tooLarge = () =>
  new ApiError(413, 'payload_too_large', `The image must be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB`)
const unsupported = (detail: string, code: 'unsupported_image_type' | 'image_unreadable') =>
  new ApiError(415, code, detail)

/**
 * Decodes and re-encodes as WebP within AVATAR_MAX_EDGE², orientation applied, metadata
 * (EXIF, GPS, ICC comments) dropped: only pixels we produced ourselves are stored.
 */
export async function toAvatarWebp(bytes: Uint8Array): Promise<Buffer> {
  const type = sniffImageType(bytes)
  if (!type) throw unsupported('Upload a PNG, JPEG or WebP image', 'unsupported_image_type')
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const { format } = await image.metadata()
    if (format !== type) throw new Error(`decoded as ${format}`)
    return await image
      .rotate()
      .resize({ width: AVATAR_MAX_EDGE, height: AVATAR_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw unsupported('The image could not be decoded', 'image_unreadable')
  }
}
