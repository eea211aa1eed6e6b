import { contractsFor, xlsxUploadRefusals, type Contract } from '@case/http/contract'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'
import { exportQuery, importBody, importResult } from './schemas'

const tags = ['sync']
const contract = contractsFor({ tags, roles: ['admin'] })

export const syncExportContract = contract({
  method: 'GET',
  path: '/api/admin/sync/export',
  summary: 'The insurer\'s cases as an editable XLSX workbook (hidden ID and Version columns)',
  query: exportQuery,
  responses: { 200: { description: 'XLSX attachment faelle_<date>.xlsx; sheet "Fälle" plus a "Hinweise" sheet', contentType: XLSX_CONTENT_TYPE } },
})

export const syncImportContract = contract({
  method: 'POST',
  path: '/api/admin/sync/import',
  summary: 'Apply the edits of a sync export; rows changed in the database since the export are conflicts, not applied',
  body: importBody,
  bodyContentType: 'multipart/form-data',
  responses: {
    200: { description: 'What was applied; conflicts and row errors listed', schema: importResult },
    ...xlsxUploadRefusals('sync_columns_missing'),
  },
})

export const contracts: Contract[] = [syncExportContract, syncImportContract]
