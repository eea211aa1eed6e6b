import { methods, route } from '@case/http/route'
import { logoutContract } from '@case/features/auth/contracts'
import { logout } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(logoutContract, logout) })
