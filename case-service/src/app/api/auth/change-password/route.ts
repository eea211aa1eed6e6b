import { route } from '@case/http/route'
import { changePasswordContract } from '@case/features/auth/contracts'
import { changePassword } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(changePasswordContract, changePassword)
