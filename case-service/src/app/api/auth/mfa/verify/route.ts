import { methods, route } from '@case/http/route'
import { mfaVerifyContract } from '@case/features/auth/contracts'
import { verifyMfa } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ POST: route(mfaVerifyContract, verifyMfa) })
