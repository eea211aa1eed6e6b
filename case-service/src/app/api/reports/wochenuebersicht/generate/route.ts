import { withAuth } from '@case/auth/withAuth'
import { generateWochenuebersichtHandler } from '@case/features/wochenuebersicht/handlers'

export const dynamic = 'force-dynamic'

export const POST = withAuth(generateWochenuebersichtHandler, { roles: ['admin'] })
