import { methods, route } from '@case/http/route'
import { loginContract } from '@case/features/auth/contracts'
import { login } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(loginContract, login) })
