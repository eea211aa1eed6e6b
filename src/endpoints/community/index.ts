import type { Endpoint } from 'payload'
import { replyEndpoint } from './reply'
import { syncCommentsEndpoint } from './syncComments'
import { tokenRefreshEndpoints } from './tokenRefreshCron'
import { youtubeOAuthCallbackEndpoint, youtubeOAuthStartEndpoint } from './youtubeOAuth'

/** Root endpoints of the community module (issue 16). */
export const communityEndpoints: Endpoint[] = [
  syncCommentsEndpoint,
  replyEndpoint,
  youtubeOAuthStartEndpoint,
  youtubeOAuthCallbackEndpoint,
  ...tokenRefreshEndpoints,
]
