/** What the `video-files` collection accepts (Payload checks the type from the file's bytes, not its name). */
export const VIDEO_FILE_MIME_TYPES = ['video/mp4', 'video/webm'] as const

/**
 * The largest video file, in bytes: below Payload's 20 MiB multipart limit, so an oversized REST upload
 * gets this collection's field error rather than the parser's.
 */
export const VIDEO_FILE_MAX_BYTES = 16 * 1024 * 1024
