import { methods, route } from '@case/http/route'
import { changePasswordContract } from '@case/features/auth/contracts'
import { changePassword } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  POST: route(changePasswordContract, changePassword),
})
