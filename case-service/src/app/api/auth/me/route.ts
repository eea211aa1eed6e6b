import { methods, route } from '@case/http/route'
import { meContract } from '@case/features/auth/contracts'
import { me } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ GET: route(meContract, me) })
