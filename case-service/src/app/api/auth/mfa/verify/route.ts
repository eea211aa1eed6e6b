import { route } from '@case/http/route'
import { mfaVerifyContract } from '@case/features/auth/contracts'
import { verifyMfa } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

export const POST = route(mfaVerifyContract, verifyMfa)
