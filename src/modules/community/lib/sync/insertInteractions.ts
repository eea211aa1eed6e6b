import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { executeInRequest } from '@/lib/db/payloadPostgres'
import type { SentimentResult } from '../sentiment/types'
import type { InteractionStatus } from '../vocabulary'

export type InteractionRow = {
  tenant: number
  account: number
  externalId: string
  channelId?: string
  videoId?: string
  videoTitle?: string
  authorName?: string
  authorId?: string
  text: string
  publishedAt: string
  threadId: string
  parent?: number
  likeCount?: number
  sentiment: SentimentResult
  /** Default `new` (the column's default). */
  status?: InteractionStatus
}

/**
 * Inserts synced interactions as one multi-row `INSERT … ON CONFLICT DO NOTHING` on the unique
 * (tenant, platform, external id) index, with their sentiment topics, on the request's transaction.
 * Why SQL instead of `payload.create` per row: a sync stores thousands of rows, and the Local API
 * costs tens of milliseconds per row (validation queries, hooks); the upsert also makes parallel
 * runs safe without retries. The rows are server-written (no access, hooks or versions to honour).
 * Answers external id → id of the rows it inserted (a row that existed already is left out).
 */
export async function insertInteractions(req: PayloadRequest, rows: InteractionRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map()
  const values = rows.map(
    (
      row,
    ) => sql`(${row.tenant}, 'youtube', ${row.account}, ${row.externalId}, ${row.channelId ?? null}, ${row.videoId ?? null}, ${row.videoTitle ?? null},
      ${row.authorName ?? null}, ${row.authorId ?? null}, ${row.text}, ${row.publishedAt}, ${row.threadId}, ${row.parent ?? null}, ${row.likeCount ?? null},
      ${row.sentiment.label}, ${row.sentiment.score}, ${row.sentiment.confidence}, ${row.sentiment.language}, ${row.sentiment.toxic}, ${row.sentiment.analyser},
      ${row.status ?? 'new'})`,
  )
  const inserted = await executeInRequest(
    req,
    sql`insert into community_interactions (tenant_id, platform, account_id, external_id, channel_id, video_id, video_title, author_name, author_id, text,
      published_at, thread_id, parent_id, like_count, sentiment_label, sentiment_score, sentiment_confidence, sentiment_language, sentiment_toxic, sentiment_analyser,
      status)
      values ${sql.join(values, sql`, `)}
      on conflict (tenant_id, platform, external_id) do nothing
      returning id, external_id`,
  )
  const ids = new Map((inserted.rows as { id: number; external_id: string }[]).map((row) => [row.external_id, row.id]))
  const topics = rows.flatMap((row) => {
    const id = ids.get(row.externalId)
    return id === undefined
      ? []
      : row.sentiment.topics.map((topic, order) => sql`(${order + 1}, ${id}, 'sentiment.topics', ${topic})`)
  })
  if (topics.length > 0)
    await executeInRequest(
      req,
      sql`insert into community_interactions_texts ("order", parent_id, path, text) values ${sql.join(topics, sql`, `)}`,
    )
  return ids
}
