import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { tenantIdsWithModule } from '@/access/moduleAccess'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import type { SocialAccount } from '@/payload-types'
import { youTubeClientFor } from '../accountClient'
import { notifyManagers } from '../notifyManagers'
import type { RetryPolicy } from '../retryPolicy'
import { createPatternMatcher } from '../rules/patternMatcher'
import type { PatternMatcher } from '../rules/engine'
import { analyseSentiments, configuredSentimentProvider } from '../sentiment/analyseSentiments'
import type { SentimentProvider, SentimentResult } from '../sentiment/types'
import type { YouTubeClient, YouTubeComment, YouTubeCommentThread } from '../youtube/client'
import { applyRules, loadRules, type TenantRules } from './applyRules'
import { insertInteractions, type InteractionRow } from './insertInteractions'
import { executeInRequest } from '@/lib/db/payloadPostgres'
import { inTransaction } from '@/lib/db/transaction'
import { writeAuditLog } from '@/lib/audit/writeAuditLog'

/** Threads this much older than the last sync are still read: tolerance for clock skew and late-indexed comments (stored ones are skipped). */
const INCREMENTAL_OVERLAP_MS = 10 * 60_000
const MAX_ERROR_LENGTH = 500

export type CommentSyncOptions = {
  tenant?: number
  accountId?: number
  /** The sentiment LLM; default the configured one (none without COMMUNITY_LLM_API_KEY: lexicon only). */
  sentiment?: SentimentProvider
  /** Back-off for YouTube quota and rate limits. */
  retry?: RetryPolicy
}

export type AccountSyncResult = {
  account: number
  tenant: number
  status: 'ok' | 'failed'
  /** Comments and replies read from the platform. */
  fetched: number
  /** Newly stored interactions. */
  created: number
  /** Read but already stored (repeat sync, overlap, a parallel run). */
  skipped: number
  ruleMatches: number
  autoReplies: number
  sentimentFallbacks: number
  error?: string
}

type Row = { comment: YouTubeComment; threadId: string; videoId?: string; parentExternalId?: string }

const idOf = (value: unknown) => tenantIdOf(value) as number

const emptyResult = (account: SocialAccount): AccountSyncResult => ({
  account: account.id,
  tenant: idOf(account.tenant),
  status: 'ok',
  fetched: 0,
  created: 0,
  skipped: 0,
  ruleMatches: 0,
  autoReplies: 0,
  sentimentFallbacks: 0,
})

/** One account's sync run. */
class AccountSync {
  readonly result: AccountSyncResult
  private readonly titles = new Map<string, string>()

  constructor(
    private readonly payload: Payload,
    private readonly account: SocialAccount,
    private readonly client: YouTubeClient,
    private readonly rules: TenantRules,
    private readonly matchPattern: PatternMatcher,
    private readonly options: CommentSyncOptions,
  ) {
    this.result = emptyResult(account)
  }

  /** Pages through the channel's threads, newest first, until the end or until threads older than the last sync. */
  async run(): Promise<void> {
    const since = this.account.lastSyncAt ? Date.parse(this.account.lastSyncAt) - INCREMENTAL_OVERLAP_MS : undefined
    let pageToken: string | undefined
    do {
      const page = await this.client.listCommentThreads(this.account.externalId, pageToken)
      const fresh =
        since === undefined
          ? page.items
          : page.items.filter((thread) => Date.parse(thread.snippet.topLevelComment.snippet.publishedAt) >= since)
      await this.storeThreads(fresh)
      pageToken = fresh.length < page.items.length ? undefined : page.nextPageToken
    } while (pageToken)
  }

  private async rowsOf(thread: YouTubeCommentThread): Promise<Row[]> {
    const top = thread.snippet.topLevelComment
    const included = thread.replies?.comments ?? []
    const replies =
      thread.snippet.totalReplyCount > included.length ? await this.client.listAllReplies(thread.id) : included
    const videoId = thread.snippet.videoId ?? top.snippet.videoId
    return [
      { comment: top, threadId: thread.id, videoId },
      ...replies.map((reply) => ({ comment: reply, threadId: thread.id, videoId, parentExternalId: thread.id })),
    ]
  }

  private async storeThreads(threads: YouTubeCommentThread[]): Promise<void> {
    if (threads.length === 0) return
    const rows = (await Promise.all(threads.map((thread) => this.rowsOf(thread)))).flat()
    this.result.fetched += rows.length
    const stored = await this.storedIds(rows.map((row) => row.comment.id))
    const fresh = rows.filter((row) => !stored.has(row.comment.id))
    this.result.skipped += rows.length - fresh.length
    if (fresh.length === 0) return
    const sentiments = await analyseSentiments(
      fresh.map((row) => ({ id: row.comment.id, text: commentText(row.comment) })),
      this.options.sentiment,
      (error) => {
        this.result.sentimentFallbacks += 1
        this.payload.logger.warn(
          { err: error, account: this.account.id },
          'community sync: sentiment LLM failed, the lexicon analysed the batch',
        )
      },
    )
    const sentimentOf = new Map(fresh.map((row, index) => [row.comment.id, sentiments[index]!]))
    await this.loadTitles(fresh)
    // Comments first, then replies with their parent's id: one transaction for the page.
    const created = await inTransaction(this.payload, async (req) => {
      const comments = await insertInteractions(
        req,
        fresh.filter((row) => !row.parentExternalId).map((row) => this.rowData(row, sentimentOf, undefined)),
      )
      const parents = new Map([...stored, ...comments])
      const unknownParents = [
        ...new Set(
          fresh.flatMap((row) =>
            row.parentExternalId && !parents.has(row.parentExternalId) ? [row.parentExternalId] : [],
          ),
        ),
      ]
      // A parent stored by a parallel run since the check above.
      if (unknownParents.length > 0)
        for (const [externalId, id] of await this.storedIds(unknownParents, req)) parents.set(externalId, id)
      const replies = await insertInteractions(
        req,
        fresh
          .filter((row) => row.parentExternalId)
          .map((row) => this.rowData(row, sentimentOf, parents.get(row.parentExternalId!))),
      )
      await this.markAnswered(req, fresh, parents)
      return [...comments.values(), ...replies.values()]
    })
    this.result.created += created.length
    this.result.skipped += fresh.length - created.length
    if (created.length === 0 || this.rules.rules.length === 0) return
    const { docs } = await this.payload.find({
      collection: 'community-interactions',
      where: { id: { in: created } },
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const interaction of docs) {
      // The channel's own comments (our replies coming back) never trigger rules: no auto-reply loops.
      if (this.isOwnAuthor(interaction.authorId)) continue
      const applied = await applyRules(this.payload, interaction, this.rules, this.matchPattern, this.options.retry)
      if (applied.matched) this.result.ruleMatches += 1
      if (applied.autoReplied) this.result.autoReplies += 1
    }
  }

  /** The channel itself as author: our reply, sent from the inbox or on the platform. */
  private isOwnAuthor(authorId: string | null | undefined): boolean {
    return authorId === this.account.externalId
  }

  private isOwn(row: Row): boolean {
    return this.isOwnAuthor(row.comment.snippet.authorChannelId?.value)
  }

  /**
   * The channel's own replies are no work for the inbox: they are stored archived (the thread still shows
   * them), and the comment they answer counts as responded, also when the reply was written on YouTube.
   */
  private async markAnswered(req: PayloadRequest, fresh: Row[], parents: Map<string, number>) {
    const answered = fresh.flatMap((row) =>
      row.parentExternalId && this.isOwn(row) && parents.has(row.parentExternalId)
        ? [parents.get(row.parentExternalId)!]
        : [],
    )
    if (answered.length > 0)
      await executeInRequest(
        req,
        sql`update community_interactions set status = 'responded'
          where id in (${sql.join(
            answered.map((id) => sql`${id}`),
            sql`, `,
          )}) and status in ('new', 'open')`,
      )
  }

  private rowData(row: Row, sentimentOf: Map<string, SentimentResult>, parent: number | undefined): InteractionRow {
    const { snippet } = row.comment
    return {
      status: this.isOwn(row) ? 'archived' : undefined,
      tenant: this.result.tenant,
      account: this.account.id,
      externalId: row.comment.id,
      channelId: snippet.channelId ?? this.account.externalId,
      videoId: row.videoId,
      videoTitle: row.videoId ? this.titles.get(row.videoId) : undefined,
      authorName: snippet.authorDisplayName,
      authorId: snippet.authorChannelId?.value,
      text: commentText(row.comment),
      publishedAt: snippet.publishedAt,
      threadId: row.threadId,
      parent,
      likeCount: snippet.likeCount,
      sentiment: sentimentOf.get(row.comment.id)!,
    }
  }

  /** External id → interaction id of the given comments already stored for this tenant. */
  private async storedIds(externalIds: string[], req?: PayloadRequest): Promise<Map<string, number>> {
    const { docs } = await this.payload.find({
      req,
      collection: 'community-interactions',
      where: {
        tenant: { equals: this.result.tenant },
        platform: { equals: 'youtube' },
        externalId: { in: externalIds },
      },
      select: { externalId: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return new Map(docs.map((doc) => [doc.externalId, doc.id]))
  }

  private async loadTitles(rows: Row[]): Promise<void> {
    const missing = [
      ...new Set(rows.map((row) => row.videoId).filter((id): id is string => !!id && !this.titles.has(id))),
    ]
    if (missing.length === 0) return
    for (const [id, title] of await this.client.videoTitles(missing)) this.titles.set(id, title)
  }
}

/** The text to store: the original (plain text), else the display text; never empty (the field is required). */
const commentText = (comment: YouTubeComment) => comment.snippet.textOriginal || comment.snippet.textDisplay || '\u2014'

/**
 * Syncs the comments of every connected YouTube account (or of one tenant / one account): new
 * threads and replies since the last sync are stored once per tenant, with their sentiment, and
 * the tenant's rules run over them. Tenants whose community module is off are left out. An account
 * that fails (quota after the back-off, bad token) gets `lastError` and the others continue. Meant
 * for the jobs queue (every 15 minutes) and `POST /api/community/sync-comments`.
 */
export async function runCommentSync(payload: Payload, options: CommentSyncOptions = {}): Promise<AccountSyncResult[]> {
  // Tenants with the community module switched off are never synced, whoever asks (job, cron, super admin).
  const tenants = await tenantIdsWithModule(
    payload,
    'community',
    options.tenant !== undefined ? [options.tenant] : 'all',
  )
  if (tenants.length === 0) return []
  const { docs: platforms } = await payload.find({
    collection: 'social-platforms',
    where: { network: { equals: 'youtube' }, enabled: { equals: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (platforms.length === 0) return []
  const { docs: accounts } = await payload.find({
    collection: 'social-accounts',
    where: {
      platform: { in: platforms.map((platform) => platform.id) },
      status: { in: ['connected', 'expiring'] },
      tenant: { in: tenants },
      ...(options.accountId !== undefined ? { id: { equals: options.accountId } } : {}),
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const sentiment = options.sentiment ?? configuredSentimentProvider()
  const matchPattern = createPatternMatcher()
  const rulesByTenant = new Map<number, TenantRules>()
  const results: AccountSyncResult[] = []
  for (const account of accounts) {
    const tenant = idOf(account.tenant)
    const startedAt = new Date().toISOString()
    let sync: AccountSync | undefined
    try {
      if (!rulesByTenant.has(tenant)) rulesByTenant.set(tenant, await loadRules(payload, tenant))
      const { client } = await youTubeClientFor(payload, account, options.retry)
      sync = new AccountSync(payload, account, client, rulesByTenant.get(tenant)!, matchPattern, {
        ...options,
        sentiment,
      })
      await sync.run()
      await payload.update({
        collection: 'social-accounts',
        id: account.id,
        data: { lastSyncAt: startedAt, lastError: null },
        depth: 0,
        overrideAccess: true,
      })
      results.push(sync.result)
    } catch (error) {
      const message = (error as Error).message.slice(0, MAX_ERROR_LENGTH)
      await payload.update({
        collection: 'social-accounts',
        id: account.id,
        data: { lastError: message },
        depth: 0,
        overrideAccess: true,
      })
      // Told when an account starts failing, not on every run while it keeps failing (it syncs every few minutes).
      if (!account.lastError)
        await notifyManagers(payload, 'community', {
          tenant,
          type: 'sync_failed',
          severity: 'error',
          message: {
            de: `${account.name}: Die Kommentare konnten nicht synchronisiert werden: ${message}`,
            en: `${account.name}: The comments could not be synced: ${message}`,
          },
          relatedAccount: account.id,
        })
      results.push({ ...(sync?.result ?? emptyResult(account)), status: 'failed', error: message })
    }
    await auditSync(payload, account, results.at(-1)!)
  }
  return results
}

/** One audit entry per account and run, with its counts (and the error of a failed run). */
const auditSync = (payload: Payload, account: SocialAccount, result: AccountSyncResult) =>
  inTransaction(payload, (req) =>
    writeAuditLog(req, {
      action: 'sync',
      collection: 'social-accounts',
      documentId: String(account.id),
      label: account.name,
      tenants: [idOf(account.tenant)],
      changes: result,
    }),
  )
