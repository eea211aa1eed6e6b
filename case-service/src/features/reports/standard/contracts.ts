import { contractsFor, type Contract } from '@case/http/contract'
import { reportGeneration } from '@case/features/reports/contracts'
import { generateReportBody } from './schemas'

const contract = contractsFor({ tags: ['reports'] })

export const generateReportContract = contract.post('/api/reports/generate', {
  summary: 'Generate (or regenerate) the standard report of a type for ISO week-year jahr, KW 1..kw',
  description:
    'Computes a standard report for ISO week-year jahr, KW 1 to kw, and stores it with its XLSX file; an existing report of the same type and week is replaced.',
  ...reportGeneration(generateReportBody, 'Report created', 'Existing report of that type and week replaced'),
})

export const contracts: Contract[] = [generateReportContract]
