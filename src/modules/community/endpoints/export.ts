import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { z } from 'zod'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { renderReportPdf } from '@/modules/community/lib/reports/render'
import { keysetPages } from '@/lib/db/keysetPages'
import { interactionFilters, interactionWhere } from '@/modules/community/lib/interactionFilters'
import { INTERACTION_STATUS_LABELS, SENTIMENT_LABELS } from '@/modules/community/lib/vocabulary'
import type { CommunityInteraction } from '@/payload-types'
import { csvRows, FORMULA_START } from '@/endpoints/csv'
import { endpoint, parseInput } from '@/endpoints/endpoint'
import { textStream } from '@/endpoints/responses'
import { interactionReaders } from './interactionQuery'

const PAGE = 500
/** A PDF is built in memory: beyond this many rows it says so and stops (CSV and XLSX have no cap). */
export const PDF_ROW_LIMIT = 2000

/** The inbox's filters (src/modules/community/lib/interactionFilters.ts) and the file format. */
export const interactionExportQuery = interactionFilters.extend({ format: z.enum(['pdf', 'xlsx', 'csv']) })

type Column = {
  label: Bilingual
  width: number
  value: (doc: CommunityInteraction, lang: 'de' | 'en') => string | number | null | undefined
}
const COLUMNS: Column[] = [
  { label: { de: 'ID', en: 'ID' }, width: 8, value: (doc) => doc.id },
  { label: { de: 'Veröffentlicht', en: 'Published' }, width: 22, value: (doc) => doc.publishedAt },
  { label: { de: 'Plattform', en: 'Platform' }, width: 11, value: (doc) => doc.platform },
  { label: { de: 'Kanal-ID', en: 'Channel id' }, width: 16, value: (doc) => doc.channelId },
  { label: { de: 'Videotitel', en: 'Video title' }, width: 30, value: (doc) => doc.videoTitle },
  { label: { de: 'Autor', en: 'Author' }, width: 20, value: (doc) => doc.authorName },
  { label: { de: 'Text', en: 'Text' }, width: 60, value: (doc) => doc.text },
  {
    label: { de: 'Status', en: 'Status' },
    width: 12,
    value: (doc, lang) => (doc.status ? INTERACTION_STATUS_LABELS[doc.status][lang] : null),
  },
  {
    label: { de: 'Stimmung', en: 'Sentiment' },
    width: 12,
    value: (doc, lang) => (doc.sentiment?.label ? SENTIMENT_LABELS[doc.sentiment.label][lang] : null),
  },
  { label: { de: 'Beantwortet am', en: 'Responded at' }, width: 22, value: (doc) => doc.respondedAt },
]
/** The PDF has no room for ids and channel ids. */
const PDF_COLUMNS = new Set(['Published', 'Platform', 'Author', 'Text', 'Status', 'Sentiment'])

async function* csvChunks(pages: AsyncGenerator<CommunityInteraction[]>, lang: 'de' | 'en'): AsyncGenerator<string> {
  yield csvRows([COLUMNS.map((column) => column.label[lang])])
  for await (const docs of pages) yield csvRows(docs.map((doc) => COLUMNS.map((column) => column.value(doc, lang))))
}

/**
 * XLSX through exceljs' streaming writer: rows are committed as they are read. Every value is a
 * plain string or number cell, never a formula; a string that Excel would take as a formula when
 * edited gets the text number format (`@`), so it stays text.
 */
function xlsxStream(pages: AsyncGenerator<CommunityInteraction[]>, lang: 'de' | 'en'): ReadableStream<Uint8Array> {
  const output = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(lang === 'de' ? 'Interaktionen' : 'Interactions')
  sheet.columns = COLUMNS.map((column, index) => ({
    header: column.label[lang],
    key: String(index),
    width: column.width,
  }))
  void (async () => {
    for await (const docs of pages) {
      for (const doc of docs) {
        const row = sheet.addRow(COLUMNS.map((column) => column.value(doc, lang) ?? null))
        row.eachCell((cell) => {
          if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) cell.numFmt = '@'
        })
        row.commit()
      }
    }
    sheet.commit()
    await workbook.commit()
  })().catch((error: unknown) => output.destroy(error as Error))
  return Readable.toWeb(output) as ReadableStream<Uint8Array>
}

async function pdfBody(pages: AsyncGenerator<CommunityInteraction[]>, lang: 'de' | 'en'): Promise<Buffer> {
  const columns = COLUMNS.filter((column) => PDF_COLUMNS.has(column.label.en))
  const rows: string[][] = []
  for await (const docs of pages) {
    for (const doc of docs) rows.push(columns.map((column) => String(column.value(doc, lang) ?? '')))
    if (rows.length >= PDF_ROW_LIMIT) break
  }
  const truncated = rows.length >= PDF_ROW_LIMIT
  return renderReportPdf({
    title: lang === 'de' ? 'Community-Interaktionen' : 'Community interactions',
    subtitle:
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC` +
      (truncated
        ? lang === 'de'
          ? ` – die ersten ${PDF_ROW_LIMIT} Zeilen; CSV und XLSX enthalten alle`
          : ` – the first ${PDF_ROW_LIMIT} rows; CSV and XLSX hold all`
        : ''),
    sections: [
      {
        heading: lang === 'de' ? `${rows.length} Interaktionen` : `${rows.length} interactions`,
        columns: columns.map((column) => column.label[lang]),
        rows: rows.slice(0, PDF_ROW_LIMIT),
      },
    ],
  })
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const

/** GET /api/community/export?format=pdf|xlsx|csv&<the inbox's filters> — the reader's tenants only. */
export const communityExportEndpoint = endpoint(
  { path: '/community/export', method: 'get', ...interactionReaders },
  async ({ req, tenants }) => {
    // Read after the capability and module checks: a reader without them gets 403 for any query.
    const query = parseInput(interactionExportQuery, req.query ?? {})
    const { format } = query
    const lang = req.i18n?.language === 'en' ? 'en' : 'de'
    // Read with the user's access on top of the explicit tenant filter.
    const pages = keysetPages(
      req.payload,
      'community-interactions',
      interactionWhere(query, tenants, req.user!.id),
      PAGE,
      {
        depth: 0,
        overrideAccess: false,
        user: req.user,
      },
    )
    const body =
      format === 'csv'
        ? textStream(csvChunks(pages, lang))
        : format === 'xlsx'
          ? xlsxStream(pages, lang)
          : new Uint8Array(await pdfBody(pages, lang))
    return new Response(body, {
      headers: {
        'content-type': CONTENT_TYPES[format],
        'content-disposition': `attachment; filename="community-interactions-${new Date().toISOString().slice(0, 10)}.${format}"`,
      },
    })
  },
)
