import { route } from '@case/http/route'
import { generateWochenuebersichtContract } from '@case/features/reports/wochenuebersicht/contracts'
import { generateWochenuebersichtHandler } from '@case/features/reports/wochenuebersicht/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(generateWochenuebersichtContract, generateWochenuebersichtHandler)
