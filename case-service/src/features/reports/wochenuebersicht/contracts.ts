import { contractsFor, type Contract } from '@case/http/contract'
import { reportGeneration } from '@case/features/reports/contracts'
import { icdImportUpload } from '@case/features/icdImport/contracts'
import { generateWochenuebersichtBody } from './schemas'

const contract = contractsFor({ tags: ['wochenuebersicht'] })

export const generateWochenuebersichtContract = contract.post('/api/reports/wochenuebersicht/generate', {
  summary: 'Generate (or regenerate) a Wochenübersicht: the cases of KW kw_from..kw_to in KW blocks',
  ...reportGeneration(
    generateWochenuebersichtBody,
    'Created',
    'Existing Wochenübersicht of that type and range replaced',
  ),
})

export const uploadWochenuebersichtIcdContract = contract.post('/api/reports/wochenuebersicht/upload-icd', {
  summary:
    'Import ICD-10 codes from a filled-in Wochenübersicht (rows keyed by KVNR, by Fall-ID where the KVNR is empty or masked) — the ICD import, open to every role',
  ...icdImportUpload,
})

export const contracts: Contract[] = [generateWochenuebersichtContract, uploadWochenuebersichtIcdContract]
