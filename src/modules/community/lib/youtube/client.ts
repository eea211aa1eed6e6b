import type { z } from 'zod'
import { cmsEnv } from '@/env'
import { DEFAULT_RETRY_POLICY, parseRetryAfter, retryDelayMs, sleep, type RetryPolicy } from '../retryPolicy'
import {
  commentPage,
  commentThreadPage,
  videoPage,
  youTubeComment,
  youTubeErrorBody,
  type YouTubeComment,
  type YouTubeCommentThread,
} from './schema'

/** Reasons of a 403 that mean "slow down", not "forbidden" (YouTube sends quota and rate limits as 403). */
const THROTTLE_REASONS = new Set(['quotaExceeded', 'rateLimitExceeded', 'userRateLimitExceeded'])
const REQUEST_TIMEOUT_MS = 30_000

/** A failed YouTube call; `throttled` when it was a quota or rate limit that outlasted the retries. */
export class YouTubeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason: string | undefined,
    readonly throttled: boolean,
  ) {
    super(message)
    this.name = 'YouTubeApiError'
  }
}

export type YouTubeClientOptions = { accessToken: string; baseUrl?: string; retry?: RetryPolicy }

async function errorOf(response: Response): Promise<YouTubeApiError> {
  const parsed = youTubeErrorBody.safeParse(await response.json().catch(() => null))
  const reason = parsed.success ? parsed.data.error.errors?.[0]?.reason : undefined
  const throttled =
    response.status === 429 || (response.status === 403 && reason !== undefined && THROTTLE_REASONS.has(reason))
  const detail = parsed.success ? parsed.data.error.message : undefined
  return new YouTubeApiError(
    `YouTube API ${response.status}${reason ? ` ${reason}` : ''}${detail ? `: ${detail.slice(0, 300)}` : ''}`,
    response.status,
    reason,
    throttled,
  )
}

/** A YouTube Data API v3 client for one account's access token: comment threads, replies, video titles, posting replies. */
export function createYouTubeClient({
  accessToken,
  baseUrl = cmsEnv().YOUTUBE_API_BASE_URL,
  retry = DEFAULT_RETRY_POLICY,
}: YouTubeClientOptions) {
  const root = baseUrl.replace(/\/+$/, '')

  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string | undefined>,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    const url = new URL(`${root}/${path}`)
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value)
    for (let attempt = 0; ; attempt += 1) {
      let response: Response
      try {
        response = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${accessToken}`,
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
      } catch (error) {
        const delay = retryDelayMs(attempt, retry)
        if (delay === null)
          throw new YouTubeApiError(`YouTube API unreachable: ${(error as Error).message}`, 0, undefined, false)
        await sleep(delay)
        continue
      }
      if (response.ok) {
        const parsed = schema.safeParse(await response.json().catch(() => null))
        if (!parsed.success)
          throw new YouTubeApiError('YouTube API answered with an unexpected body', response.status, undefined, false)
        return parsed.data
      }
      const error = await errorOf(response)
      // Only throttling and server errors are retried; a POST only when the server said it did nothing (429/403 throttle).
      const retryable = error.throttled || (method === 'GET' && response.status >= 500)
      const delay = retryable
        ? retryDelayMs(attempt, retry, parseRetryAfter(response.headers.get('retry-after')))
        : null
      if (delay === null) throw error
      await sleep(delay)
    }
  }

  return {
    /** One page of the channel's comment threads, newest first, with the replies YouTube includes. */
    listCommentThreads: (channelId: string, pageToken?: string) =>
      call(
        'GET',
        'commentThreads',
        {
          part: 'snippet,replies',
          allThreadsRelatedToChannelId: channelId,
          maxResults: '100',
          order: 'time',
          textFormat: 'plainText',
          pageToken,
        },
        commentThreadPage,
      ),

    /** Every reply of a top-level comment (for threads with more replies than commentThreads includes). */
    async listAllReplies(parentId: string): Promise<YouTubeComment[]> {
      const replies: YouTubeComment[] = []
      let pageToken: string | undefined
      do {
        const page = await call(
          'GET',
          'comments',
          { part: 'snippet', parentId, maxResults: '100', textFormat: 'plainText', pageToken },
          commentPage,
        )
        replies.push(...page.items)
        pageToken = page.nextPageToken
      } while (pageToken)
      return replies
    },

    /** Titles of up to 50 videos by id. */
    async videoTitles(videoIds: string[]): Promise<Map<string, string>> {
      const titles = new Map<string, string>()
      for (let start = 0; start < videoIds.length; start += 50) {
        const page = await call(
          'GET',
          'videos',
          { part: 'snippet', id: videoIds.slice(start, start + 50).join(','), maxResults: '50' },
          videoPage,
        )
        for (const video of page.items) if (video.snippet) titles.set(video.id, video.snippet.title)
      }
      return titles
    },

    /** Posts a reply to a top-level comment. */
    insertReply: (parentId: string, text: string) =>
      call('POST', 'comments', { part: 'snippet' }, youTubeComment, { snippet: { parentId, textOriginal: text } }),
  }
}

export type YouTubeClient = ReturnType<typeof createYouTubeClient>
export type { YouTubeComment, YouTubeCommentThread }
