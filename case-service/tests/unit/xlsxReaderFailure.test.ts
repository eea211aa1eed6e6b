import { tmpdir } from 'node:os'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handle } from '@case/http/handler'
import { readXlsxSafely, XlsxRejection } from '@case/xlsx/readXlsxSafely'
import { workbookBytes } from '../harness/fixtures/xlsxFiles'

/**
 * Issue 11 #3: when the reader itself fails (here: its worker file cannot be found, as when a
 * bundler moved it), that is a logged 500 — never a 422 that blames the uploaded file.
 */
describe('xlsx reader failure', () => {
  const cwd = process.cwd()
  afterEach(() => {
    process.chdir(cwd)
    vi.restoreAllMocks()
  })

  it('is a plain error (500 with the cause in the log), not an XlsxRejection', async () => {
    const bytes = await workbookBytes([['fall_id', 'ICD-10']])
    process.chdir(tmpdir()) // serviceRoot() now points where no worker file is
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const route = handle(async () => Response.json(await readXlsxSafely(bytes)))
    const response = await route(
      new Request('http://localhost/api/cases/icd-import', { method: 'POST', headers: { 'x-request-id': 'req-7' } }),
    )
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({
      status: 500,
      detail: 'Internal server error',
      code: 'internal_error',
    })
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/XLSX reader failed/)
    // The log line names the request, as its answer's X-Request-Id does.
    expect(logged.mock.calls[0]?.[0]).toBe('[case-service] POST /api/cases/icd-import [req-7] failed:')
    expect(response.headers.get('x-request-id')).toBe('req-7')
    const error = await readXlsxSafely(bytes).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(XlsxRejection)
  })
})
