import { z } from 'zod'
import { forbidden } from '@case/http/apiError'
import { DOWNLOAD_PATHS, DOWNLOAD_ROUTES, downloadTarget, signDownloadToken } from './downloadToken'
import type { AuthUser } from './withAuth'

const LINK_BASE = 'http://link.invalid'

export const downloadTokenBody = z.object({
  path: z
    .string()
    .max(512)
    .meta({ examples: ['/api/reports/download?id=3f6c1a2e-9b4d-4e7a-8c5f-1a2b3c4d5e6f'] })
    .refine(
      (path) => path.startsWith('/') && !path.startsWith('//'),
      'A path of this service, e.g. /api/reports/download?id=…',
    )
    .transform((path) => new URL(path, LINK_BASE))
    .refine((url) => url.origin === LINK_BASE && (DOWNLOAD_PATHS as readonly string[]).includes(url.pathname), {
      message: `Download tokens exist only for ${DOWNLOAD_PATHS.join(', ')}`,
    })
    .transform(downloadTarget)
    .describe('The download the link is for, path and query, e.g. /api/reports/download?id=…'),
})

export const downloadTokenResponse = z
  .object({
    token: z.string().describe('Append as ?token= (or &token=) to exactly this path; valid for 60 seconds'),
    expires_at: z.iso.datetime(),
  })
  .meta({ examples: [{ token: 'dl_eyJwIjoiL2FwaS9yZXBvcnRzL2Rvd25sb2FkIn0', expires_at: '2026-03-23T08:01:00.000Z' }] })

/** POST /api/auth/download-token: a one-minute, single-use token for one browser download link the caller's role may open. */
export async function downloadTokenFor(
  user: AuthUser,
  target: string,
): Promise<z.output<typeof downloadTokenResponse>> {
  const roles = DOWNLOAD_ROUTES[new URL(target, LINK_BASE).pathname]
  if (roles && !roles.includes(user.role)) throw forbidden()
  const { token, expiresAt } = await signDownloadToken(user.id, user.sessionId, target)
  return { token, expires_at: expiresAt.toISOString() }
}
