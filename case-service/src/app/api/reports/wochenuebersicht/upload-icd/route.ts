import { methods, route } from '@case/http/route'
import { uploadWochenuebersichtIcdContract } from '@case/features/reports/wochenuebersicht/contracts'
import { importIcd } from '@case/features/icdImport/handlers'

export const dynamic = 'force-dynamic'

/** The ICD import itself (same safety and response), open to every role: employees return filled-in Wochenübersichten. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  POST: route(uploadWochenuebersichtIcdContract, importIcd),
})
