import { handle } from '@case/http/handler'
import { refresh } from '@case/features/auth/sessionService'

export const POST = handle(refresh)
