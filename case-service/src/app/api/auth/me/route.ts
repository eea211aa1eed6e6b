import { route } from '@case/http/route'
import { meContract } from '@case/features/auth/contracts'
import { me } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const GET = route(meContract, me)
