import { route } from '@case/http/route'
import { registerContract } from '@case/features/auth/contracts'
import { register } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(registerContract, register)
