import { contractsFor, type Contract } from '@case/http/contract'
import { reportMetadataSchema } from '@case/features/reports/schemas'
import { icdImportContract } from '@case/features/icdImport/contracts'
import { generateWochenuebersichtBody } from './schemas'

const tags = ['wochenuebersicht']
const contract = contractsFor({ tags })

export const generateWochenuebersichtContract = contract({
  method: 'POST',
  path: '/api/reports/wochenuebersicht/generate',
  summary: 'Generate (or regenerate) a Wochenübersicht: the cases of KW kw_from..kw_to in KW blocks',
  roles: ['admin'],
  body: generateWochenuebersichtBody,
  responses: {
    201: { description: 'Created', schema: reportMetadataSchema },
    200: { description: 'Existing Wochenübersicht of that type and range replaced', schema: reportMetadataSchema },
  },
})

export const uploadWochenuebersichtIcdContract = contract({
  ...icdImportContract,
  path: '/api/reports/wochenuebersicht/upload-icd',
  summary: 'Import ICD-10 codes from a filled-in Wochenübersicht (rows keyed by KVNR) — the ICD import, open to every role',
  tags,
  roles: undefined,
})

export const contracts: Contract[] = [generateWochenuebersichtContract, uploadWochenuebersichtIcdContract]
