import { withAuth } from '@case/auth/withAuth'
import { codingTemplate } from '@case/features/coding/codingHandlers'

export const dynamic = 'force-dynamic'

/** GET /api/cases/coding-template — XLSX of the uncoded cases (admin; Bearer or ?token= for download links). */
export const GET = withAuth(codingTemplate, { roles: ['admin'], allowQueryToken: true })
