import type { Endpoint } from 'payload'
import { z } from 'zod'
import { keysetPages } from '@/lib/db/keysetPages'
import type { EmailLog } from '@/payload-types'
import { csvRows } from './csv'
import { emailLogFilters, emailLogWhere } from './emailLogFilters'
import { invalidInput, jsonError, textStream } from './responses'

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
export const emailLogsExportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return jsonError(401, 'Authentication required')
    const parsed = emailLogFilters
      .extend({ format: z.enum(['csv', 'json']).default('json') })
      .safeParse(req.query ?? {})
    if (!parsed.success) return invalidInput(parsed.error)
    const where = emailLogWhere(parsed.data, req)
    // Fail before streaming: a forbidden user or an invalid `where` answers with a status code.
    await req.payload.count({ collection: 'email-logs', where, overrideAccess: false, user: req.user })
    // Keyset pages read with the requesting user's access.
    const pages = keysetPages(req.payload, 'email-logs', where, PAGE, {
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })
    const csv = parsed.data.format === 'csv'
    const stamp = new Date().toISOString().slice(0, 10)
    return new Response(textStream(csv ? csvChunks(pages) : jsonChunks(pages)), {
      headers: {
        'content-type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="email-logs-${stamp}.${csv ? 'csv' : 'json'}"`,
      },
    })
  },
}
