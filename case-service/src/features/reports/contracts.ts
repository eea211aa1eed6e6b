import type { z } from 'zod'
import { attachment, byId, contractsFor, created, keysetList, ok, refusals, type Contract } from '@case/http/contract'
import {
  deleteReportsBody,
  deleteReportsResponse,
  downloadQuery,
  listQuery,
  reportDataSchema,
  reportListSchema,
  reportMetadataSchema,
  reportTypesResponse,
} from './schemas'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'

const contract = contractsFor({ tags: ['reports'] })

/**
 * Generating a report (admins only): the report described by `body` is created (201), or replaces
 * the one of the same type and weeks (200, its version + 1). The answer carries the report's ETag;
 * an Idempotency-Key makes a retry safe.
 */
export const reportGeneration = <B extends z.ZodType>(
  body: B,
  createdDescription: string,
  replacedDescription: string,
) => ({
  roles: ['admin' as const],
  etag: 'tag' as const,
  idempotent: true,
  body,
  responses: { ...created(createdDescription, reportMetadataSchema), ...ok(replacedDescription, reportMetadataSchema) },
})

export const listReportsContract = contract.get('/api/reports/list', {
  summary: 'Report metadata, optionally filtered by report-type prefix',
  description:
    'Metadata of the stored reports (type, period, size, author), filtered by report-type prefix; report_data and files are fetched separately.',
  ...keysetList(listQuery, reportListSchema, 'Newest week first'),
})

export const reportTypesContract = contract.get('/api/reports/types', {
  summary: 'The report type registry (key, German label, kind, Fallgruppen)',
  description:
    'The report types a client may generate, with German label, kind and the Fallgruppen they count: build selection lists from this, not from constants.',
  responses: ok('All report types', reportTypesResponse),
})

export const reportDataContract = contract.get('/api/reports/{id}/data', {
  summary: 'Stored report JSON for the in-app viewer (Wochenübersicht masked for employees)',
  description:
    'A stored report as JSON for display: standard reports carry report_data.sheets, a Wochenübersicht columns and KW blocks; report_type tells which (discriminator). KVNR and fall_id are masked for employees without a disclosure.',
  ...byId('Report'),
  notFoundCode: 'report_not_found',
  // Not cacheable: an employee's Wochenübersicht is masked by disclosures, which change without the report.
  etag: 'tag',
  responses: ok('Metadata and report_data', reportDataSchema),
})

export const downloadReportContract = contract.get('/api/reports/download', {
  summary: 'The report file as an XLSX attachment (Wochenübersicht masked for employees)',
  description:
    'The XLSX file of a stored report as an attachment (Content-Disposition names it). From a browser link, pass a download token as ?token=.',
  auth: 'bearer_or_query_token',
  query: downloadQuery,
  responses: {
    ...attachment(
      'XLSX attachment named <type>_<jahr>_KW<kw_to>.xlsx (Wochenübersicht: ..._KW<from>-KW<to>.xlsx)',
      XLSX_CONTENT_TYPE,
    ),
    ...refusals({ 404: 'report_not_found, or report_file_missing when its stored file is gone' }),
  },
})

export const deleteReportsContract = contract.delete('/api/reports', {
  summary: 'Delete reports and their files',
  description:
    'Deletes up to 500 reports with their files; ids that do not exist are listed in not_found instead of failing the request.',
  roles: ['admin'],
  body: deleteReportsBody,
  responses: ok('Which ids were deleted and which were not found', deleteReportsResponse),
})

export const contracts: Contract[] = [
  listReportsContract,
  reportTypesContract,
  reportDataContract,
  downloadReportContract,
  deleteReportsContract,
]
