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
 * the one of the same type and weeks (200).
 */
export const reportGeneration = <B extends z.ZodType>(
  body: B,
  createdDescription: string,
  replacedDescription: string,
) => ({
  roles: ['admin' as const],
  body,
  responses: { ...created(createdDescription, reportMetadataSchema), ...ok(replacedDescription, reportMetadataSchema) },
})

export const listReportsContract = contract.get('/api/reports/list', {
  summary: 'Report metadata, optionally filtered by report-type prefix',
  ...keysetList(listQuery, reportListSchema, 'Newest week first'),
})

export const reportTypesContract = contract.get('/api/reports/types', {
  summary: 'The report type registry (key, German label, kind, Fallgruppen)',
  responses: ok('All report types', reportTypesResponse),
})

export const reportDataContract = contract.get('/api/reports/{id}/data', {
  summary: 'Stored report JSON for the in-app viewer (Wochenübersicht masked for employees)',
  ...byId('Report'),
  notFoundCode: 'report_not_found',
  responses: ok('Metadata and report_data', reportDataSchema),
})

export const downloadReportContract = contract.get('/api/reports/download', {
  summary: 'The report file as an XLSX attachment (Wochenübersicht masked for employees)',
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
