import { methods, route } from '@case/http/route'
import { sessionLoginContract } from '@case/features/auth/contracts'
import { sessionLogin } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

/** Browser sessions of the case web app (features/auth/browserSession.ts): the refresh token is an HttpOnly cookie. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(sessionLoginContract, sessionLogin) })
