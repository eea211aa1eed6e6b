import { z } from 'zod'
import { keysetPages } from '@/lib/db/keysetPages'
import type { EmailLog } from '@/payload-types'
import { csvRows } from './csv'
import { emailLogFilters, emailLogWhere } from './emailLogFilters'
import { endpoint } from './endpoint'
import { textStream } from './responses'

const COLUMNS = [
  'id',
  'createdAt',
  'sentAt',
  'status',
  'via',
  'source',
  'tenant',
  'to',
  'subject',
  'messageId',
  'error',
] as const
const PAGE = 500
const exportQuery = emailLogFilters.extend({ format: z.enum(['csv', 'json']).default('json') })

async function* csvChunks(pages: AsyncGenerator<EmailLog[]>): AsyncGenerator<string> {
  yield csvRows([COLUMNS])
  for await (const docs of pages) yield csvRows(docs.map((doc) => COLUMNS.map((column) => doc[column])))
}

async function* jsonChunks(pages: AsyncGenerator<EmailLog[]>): AsyncGenerator<string> {
  yield '['
  let first = true
  for await (const docs of pages) {
    for (const doc of docs) {
      yield `${first ? '' : ','}${JSON.stringify(doc)}`
      first = false
    }
  }
  yield ']'
}

/** GET /api/email-logs/export?format=csv|json&tenant&status&from&to — streamed, with list access. */
export const emailLogsExportEndpoint = endpoint(
  { path: '/export', method: 'get', auth: 'user', query: exportQuery },
  async ({ req, user, query }) => {
    const where = emailLogWhere(query, req)
    // Fail before streaming: a forbidden user or an invalid `where` answers with a status code.
    await req.payload.count({ collection: 'email-logs', where, overrideAccess: false, user })
    // Keyset pages read with the requesting user's access.
    const pages = keysetPages(req.payload, 'email-logs', where, PAGE, {
      depth: 0,
      overrideAccess: false,
      user,
    })
    const csv = query.format === 'csv'
    const stamp = new Date().toISOString().slice(0, 10)
    return new Response(textStream(csv ? csvChunks(pages) : jsonChunks(pages)), {
      headers: {
        'content-type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="email-logs-${stamp}.${csv ? 'csv' : 'json'}"`,
      },
    })
  },
)
