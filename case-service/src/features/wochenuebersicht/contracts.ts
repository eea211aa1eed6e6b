import { defineContract, type Contract } from '@case/http/contract'
import { reportMetadataSchema } from '@case/features/reports/schemas'
import { generateWochenuebersichtBody } from './schemas'

const tags = ['wochenuebersicht']

export const contracts: Contract[] = [
  defineContract({
    method: 'POST',
    path: '/api/reports/wochenuebersicht/generate',
    summary: 'Generate (or regenerate) a Wochenübersicht: the cases of KW kw_from..kw_to in KW blocks',
    tags,
    auth: 'bearer',
    roles: ['admin'],
    body: generateWochenuebersichtBody,
    responses: {
      201: { description: 'Created', schema: reportMetadataSchema },
      200: { description: 'Existing Wochenübersicht of that type and range replaced', schema: reportMetadataSchema },
    },
  }),
]
