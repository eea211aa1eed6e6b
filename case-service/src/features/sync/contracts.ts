import { defineContract, xlsxUploadRefusals, type Contract } from '@case/http/contract'
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
    ...xlsxUploadRefusals('sync_columns_missing'),
  },
})

export const contracts: Contract[] = [syncExportContract, syncImportContract]
