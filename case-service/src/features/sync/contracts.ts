import { attachment, contractsFor, ok, xlsxUploadRefusals, type Contract } from '@case/http/contract'
import { XLSX_CONTENT_TYPE } from '@case/xlsx/contentType'
import { exportQuery, importBody, importResult } from './schemas'

const contract = contractsFor({ tags: ['sync'], roles: ['admin'] })

export const syncExportContract = contract.get('/api/admin/sync/export', {
  summary: "The insurer's cases as an editable XLSX workbook (hidden ID and Version columns)",
  description:
    'The insurer’s cases as an XLSX workbook to edit offline, with hidden ID and Version columns that POST /api/admin/sync/import needs. The export is audited: it holds unmasked personal data. A browser opens it with a download token (?token=).',
  auth: 'bearer_or_query_token',
  query: exportQuery,
  responses: attachment('XLSX attachment faelle_<date>.xlsx; sheet "Fälle" plus a "Hinweise" sheet', XLSX_CONTENT_TYPE),
})

export const syncImportContract = contract.post('/api/admin/sync/import', {
  summary: 'Apply the edits of a sync export; rows changed in the database since the export are conflicts, not applied',
  description:
    'Applies the edits of a sync export (multipart/form-data, field "file"). Rows whose case changed since the export are reported as conflicts and not applied; the rest are.',
  body: importBody,
  bodyContentType: 'multipart/form-data',
  responses: {
    ...ok('What was applied; conflicts and row errors listed', importResult),
    ...xlsxUploadRefusals('sync_columns_missing'),
  },
})

export const contracts: Contract[] = [syncExportContract, syncImportContract]
