/**
 * Comment sync throughput (issue 16): N comments (threads with three replies each) from the fake
 * YouTube API, sentiment through the fake LLM, stored in a freshly migrated database. Prints
 * comments/s and peak RSS, next to a baseline measured in the same run: the same rows written with
 * plain multi-row INSERTs (no HTTP, no sentiment, no sync logic). `--quick`: 400 comments.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { migrateCms } from '@agency-platform/runtime/prepareDatabases'
import { startFakeLlm } from '../tests/helpers/fixtures/fakeLlm'
import { startFakeYouTube } from '../tests/helpers/fixtures/fakeYouTube'
import { databaseUrl } from '../tests/setup/databaseTemplates'

const quick = process.argv.includes('--quick')
const COMMENTS = quick ? 400 : 10_000
const REPLIES_PER_THREAD = 3
const BASELINE_BATCH = 200

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const database = `bench_community_sync_${process.pid}_${randomBytes(3).toString('hex')}`
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database "${database}"`)
process.env.DATABASE_URL = databaseUrl(serverUrl, database)
process.env.PAYLOAD_SECRET ||= randomBytes(32).toString('hex')

const youtube = await startFakeYouTube()
const llm = await startFakeLlm()
Object.assign(process.env, {
  YOUTUBE_API_BASE_URL: youtube.url,
  COMMUNITY_LLM_BASE_URL: llm.url,
  COMMUNITY_LLM_API_KEY: llm.apiKey,
  COMMUNITY_LLM_MODEL: 'fake',
})

try {
  await migrateCms({ ...process.env })
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { runCommentSync } = await import('@/modules/community')
  const { postgresDrizzle, postgresPool } = await import('@/lib/db/payloadPostgres')
  const { sql } = await import('@payloadcms/db-postgres')
  // onInit off: its background refreshes (allowed origins) would race the database drop at the end.
  const payload = await getPayload({ config, disableOnInit: true })

  const tenant = await payload.create({
    collection: 'tenants',
    data: { name: 'Bench', slug: 'bench', domains: [{ domain: 'bench.test' }] },
  })
  const baselineTenant = await payload.create({
    collection: 'tenants',
    data: { name: 'Baseline', slug: 'baseline', domains: [{ domain: 'baseline.test' }] },
  })
  const platform = await payload.create({
    collection: 'social-platforms',
    data: { tenant: tenant.id, name: 'YouTube', network: 'youtube' },
  })
  await payload.create({
    collection: 'social-accounts',
    data: {
      tenant: tenant.id,
      name: 'Bench',
      platform: platform.id,
      externalId: youtube.channelId,
      accessToken: youtube.accessToken,
    },
  })
  youtube.addThreads(COMMENTS / (1 + REPLIES_PER_THREAD), {
    replies: REPLIES_PER_THREAD,
    text: (i) => (i % 3 === 0 ? 'I love this video' : i % 3 === 1 ? 'Ich hasse den Ton' : 'Wann kommt Teil 2?'),
  })

  const started = performance.now()
  const [result] = await runCommentSync(payload, { tenant: tenant.id })
  const syncSeconds = (performance.now() - started) / 1000
  if (result?.status !== 'ok' || result.created !== COMMENTS)
    throw new Error(`sync did not store ${COMMENTS} comments: ${JSON.stringify(result)}`)

  // Baseline: the same rows, copied with plain multi-row INSERTs of BASELINE_BATCH rows.
  const db = postgresDrizzle(payload)
  const rows = (await db.execute(sql`select * from community_interactions where tenant_id = ${tenant.id} order by id`))
    .rows as Record<string, unknown>[]
  const baselineStarted = performance.now()
  for (let start = 0; start < rows.length; start += BASELINE_BATCH) {
    const values = rows
      .slice(start, start + BASELINE_BATCH)
      .map(
        (row) =>
          sql`(${baselineTenant.id}, 'youtube', ${row.account_id}, ${row.external_id}, ${row.text}, ${row.published_at}, ${row.thread_id}, ${row.sentiment_label}, ${row.sentiment_score})`,
      )
    await db.execute(
      sql`insert into community_interactions (tenant_id, platform, account_id, external_id, text, published_at, thread_id, sentiment_label, sentiment_score) values ${sql.join(values, sql`, `)}`,
    )
  }
  const baselineSeconds = (performance.now() - baselineStarted) / 1000

  const peakRssMb = process.resourceUsage().maxRSS / 1024
  console.info(
    `community sync: ${COMMENTS} comments (${llm.state.calls.length} LLM calls) in ${syncSeconds.toFixed(1)} s = ${(COMMENTS / syncSeconds).toFixed(0)} comments/s, peak RSS ${peakRssMb.toFixed(0)} MB`,
  )
  console.info(
    `baseline (plain INSERTs of the same rows): ${(COMMENTS / baselineSeconds).toFixed(0)} rows/s; sync takes ${(syncSeconds / baselineSeconds).toFixed(1)}× the baseline`,
  )
  // The forced drop below ends the pool's connections: expected, not an error.
  postgresPool(payload).on('error', () => {})
} finally {
  await Promise.all([youtube.close(), llm.close()])
  await admin.unsafe(`drop database if exists "${database}" with (force)`)
  await admin.end()
}
process.exit(0)
