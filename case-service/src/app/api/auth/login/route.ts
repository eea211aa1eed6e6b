import { handle } from '@case/http/handler'
import { login } from '@case/features/auth/loginService'

export const POST = handle(login)
