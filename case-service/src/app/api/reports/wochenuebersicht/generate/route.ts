import { methods, route } from '@case/http/route'
import { generateWochenuebersichtContract } from '@case/features/reports/wochenuebersicht/contracts'
import { generateWochenuebersichtHandler } from '@case/features/reports/wochenuebersicht/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  POST: route(generateWochenuebersichtContract, generateWochenuebersichtHandler),
})
