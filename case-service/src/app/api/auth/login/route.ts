import { route } from '@case/http/route'
import { loginContract } from '@case/features/auth/contracts'
import { login } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(loginContract, login)
