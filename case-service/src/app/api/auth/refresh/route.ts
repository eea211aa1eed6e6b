import { route } from '@case/http/route'
import { refreshContract } from '@case/features/auth/contracts'
import { refresh } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(refreshContract, refresh)
