import { methods, route } from '@case/http/route'
import { registerContract } from '@case/features/auth/contracts'
import { register } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(registerContract, register) })
