import { contractsFor, type Contract } from '@case/http/contract'
import { reportGeneration } from '@case/features/reports/contracts'
import { icdImportUpload } from '@case/features/icdImport/contracts'
import { generateWochenuebersichtBody } from './schemas'

const contract = contractsFor({ tags: ['wochenuebersicht'] })

export const generateWochenuebersichtContract = contract.post('/api/reports/wochenuebersicht/generate', {
  summary: 'Generate (or regenerate) a Wochenübersicht: the cases of KW kw_from..kw_to in KW blocks',
  description:
    'Computes a Wochenübersicht (one block per KW from kw_from to kw_to, one row per case with its markers) and stores it with its XLSX file; an existing one of the same type and weeks is replaced.',
  ...reportGeneration(
    generateWochenuebersichtBody,
    'Created',
    'Existing Wochenübersicht of that type and range replaced',
  ),
})

export const uploadWochenuebersichtIcdContract = contract.post('/api/reports/wochenuebersicht/upload-icd', {
  summary:
    'Import ICD-10 codes from a filled-in Wochenübersicht (rows keyed by KVNR, by Fall-ID where the KVNR is empty or masked) — the ICD import, open to every role',
  description:
    'Uploads a filled-in Wochenübersicht as multipart/form-data (field "file") to import its ICD-10 codes; rows are matched by KVNR, or by Fall-ID where the KVNR is empty or masked. Open to every role.',
  ...icdImportUpload,
})

export const contracts: Contract[] = [generateWochenuebersichtContract, uploadWochenuebersichtIcdContract]
