import { handle } from '@case/http/handler'
import { register } from '@case/features/auth/registrationService'

export const POST = handle(register)
