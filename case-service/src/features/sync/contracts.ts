import { defineContract, type Contract } from '@case/http/contract'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'
import { exportQuery, importBody, importResult } from './schemas'

const tags = ['sync']

export const syncExportContract = defineContract({
  method: 'GET',
  path: '/api/admin/sync/export',
  summary: 'The insurer\'s cases as an editable XLSX workbook (hidden ID and Version columns)',
  tags,
  auth: 'bearer',
  roles: ['admin'],
  query: exportQuery,
  responses: { 200: { description: 'XLSX attachment faelle_<date>.xlsx; sheet "Fälle" plus a "Hinweise" sheet', contentType: XLSX_CONTENT_TYPE } },
})

export const syncImportContract = defineContract({
  method: 'POST',
  path: '/api/admin/sync/import',
  summary: 'Apply the edits of a sync export; rows changed in the database since the export are conflicts, not applied',
  tags,
  auth: 'bearer',
  roles: ['admin'],
  body: importBody,
  bodyContentType: 'multipart/form-data',
  responses: {
    200: { description: 'What was applied; conflicts and row errors listed', schema: importResult },
    413: { description: 'payload_too_large: more than 10 MB' },
    415: { description: 'not_xlsx, unsupported_media_type, or macro_not_allowed' },
    422: { description: 'xlsx_malformed, xlsx_limits_exceeded (zip bomb), xlsx_timeout, sync_columns_missing' },
  },
})

export const contracts: Contract[] = [syncExportContract, syncImportContract]
