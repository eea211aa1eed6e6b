import { z } from 'zod'

/** The parts of YouTube Data API v3 resources the sync reads; unknown fields are ignored. */
export const youTubeComment = z.object({
  id: z.string().min(1).max(200),
  snippet: z.object({
    authorDisplayName: z.string().max(500).optional(),
    authorChannelId: z.object({ value: z.string().max(200) }).optional(),
    channelId: z.string().max(200).optional(),
    videoId: z.string().max(200).optional(),
    parentId: z.string().max(200).optional(),
    textDisplay: z.string().optional(),
    textOriginal: z.string().optional(),
    likeCount: z.number().int().min(0).optional(),
    publishedAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }).optional(),
  }),
})
export type YouTubeComment = z.infer<typeof youTubeComment>

export const youTubeCommentThread = z.object({
  id: z.string().min(1).max(200),
  snippet: z.object({
    channelId: z.string().max(200).optional(),
    videoId: z.string().max(200).optional(),
    topLevelComment: youTubeComment,
    totalReplyCount: z.number().int().min(0).default(0),
  }),
  replies: z.object({ comments: z.array(youTubeComment) }).optional(),
})
export type YouTubeCommentThread = z.infer<typeof youTubeCommentThread>

const page = <T extends z.ZodType>(item: T) =>
  z.object({ nextPageToken: z.string().max(1000).optional(), items: z.array(item).default([]) })

export const commentThreadPage = page(youTubeCommentThread)
export const commentPage = page(youTubeComment)
export const videoPage = page(
  z.object({ id: z.string(), snippet: z.object({ title: z.string().max(1000) }).optional() }),
)

/** Google's error body: `{ error: { code, message, errors: [{ reason }] } }`. */
export const youTubeErrorBody = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
})
