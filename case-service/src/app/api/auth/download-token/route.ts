import { withAuth } from '@case/auth/withAuth'
import { issueDownloadToken } from '@case/features/auth/downloadTokenService'

/** POST /api/auth/download-token — a 60-second token for one download link (report, coding template). */
export const POST = withAuth(issueDownloadToken)
