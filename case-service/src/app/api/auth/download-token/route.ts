import { methods, route } from '@case/http/route'
import { downloadTokenContract } from '@case/features/auth/contracts'
import { issueDownloadToken } from '@case/features/auth/handlers'

export const dynamic = 'force-dynamic'

/** POST /api/auth/download-token — a 60-second token for one download link (report, coding template). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({
  POST: route(downloadTokenContract, issueDownloadToken),
})
