import { contractsFor, type Contract } from '@case/http/contract'
import {
  dashboardQuery,
  dashboardSchema,
  deleteReportsBody,
  deleteReportsResponse,
  downloadQuery,
  generateReportBody,
  listQuery,
  reportDataSchema,
  reportIdParams,
  reportListSchema,
  reportMetadataSchema,
  reportTypesResponse,
  weeklyQuery,
  weeklySchema,
} from './schemas'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'

const tags = ['reports']
const contract = contractsFor({ tags })

export const generateReportContract = contract({
  method: 'POST',
  path: '/api/reports/generate',
  summary: 'Generate (or regenerate) the standard report of a type for ISO week-year jahr, KW 1..kw',
  roles: ['admin'],
  body: generateReportBody,
  responses: {
    201: { description: 'Report created', schema: reportMetadataSchema },
    200: { description: 'Existing report of that type and week replaced', schema: reportMetadataSchema },
  },
})

export const listReportsContract = contract({
  method: 'GET',
  path: '/api/reports/list',
  summary: 'Report metadata, optionally filtered by report-type prefix',
  query: listQuery,
  responses: { 200: { description: 'Newest week first', schema: reportListSchema } },
})

export const reportTypesContract = contract({
  method: 'GET',
  path: '/api/reports/types',
  summary: 'The report type registry (key, German label, kind, Fallgruppen)',
  responses: { 200: { description: 'All report types', schema: reportTypesResponse } },
})

export const reportDataContract = contract({
  method: 'GET',
  path: '/api/reports/{id}/data',
  summary: 'Stored report JSON for the in-app viewer (Wochenübersicht masked for employees)',
  params: reportIdParams,
  resource: 'Report',
  notFoundCode: 'report_not_found',
  responses: { 200: { description: 'Metadata and report_data', schema: reportDataSchema } },
})

export const downloadReportContract = contract({
  method: 'GET',
  path: '/api/reports/download',
  summary: 'The report file as an XLSX attachment (Wochenübersicht masked for employees)',
  auth: 'bearer_or_query_token',
  query: downloadQuery,
  responses: {
    200: { description: 'XLSX attachment named <type>_<jahr>_KW<kw>.xlsx (Wochenübersicht: ..._KW<from>-KW<to>.xlsx)', contentType: XLSX_CONTENT_TYPE },
    404: { description: 'report_not_found, or report_file_missing when its stored file is gone' },
  },
})

export const deleteReportsContract = contract({
  method: 'DELETE',
  path: '/api/reports',
  summary: 'Delete reports and their files',
  roles: ['admin'],
  body: deleteReportsBody,
  responses: { 200: { description: 'Which ids were deleted and which were not found', schema: deleteReportsResponse } },
})

export const dashboardContract = contract({
  method: 'GET',
  path: '/api/reports/dashboard',
  summary: 'Dashboard KPIs for a reference ISO week (default: the current week in Europe/Berlin)',
  query: dashboardQuery,
  responses: { 200: { description: 'KPIs', schema: dashboardSchema } },
})

export const weeklyContract = contract({
  method: 'GET',
  path: '/api/reports/weekly',
  summary: 'One data point per KW of an ISO week-year (default: the current one)',
  query: weeklyQuery,
  responses: { 200: { description: 'Weekly data points, zeros included', schema: weeklySchema } },
})

export const contracts: Contract[] = [generateReportContract, listReportsContract, reportTypesContract, reportDataContract, downloadReportContract, deleteReportsContract, dashboardContract, weeklyContract]
