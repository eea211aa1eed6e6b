// A second app instance for tests/int/community-jobs.test.ts: its own process, its own Payload
// (own config object, own connection pool) on the test file's database. It prints `ready`, runs the
// community queue each time a `run` line arrives on stdin and prints the result as JSON.
import config from '@payload-config'
import { createInterface } from 'node:readline'
import { getPayload } from 'payload'
import { COMMUNITY_QUEUE } from '@/modules/community/jobs/queue'

const payload = await getPayload({ config })
process.stdout.write('ready\n')
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'exit') break
  if (line.trim() !== 'run') continue
  const result = await payload.jobs.run({ queue: COMMUNITY_QUEUE, limit: 10 })
  process.stdout.write(`${JSON.stringify({ result })}\n`)
}
await payload.destroy()
process.exit(0)
