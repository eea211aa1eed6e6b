import type { Endpoint } from 'payload'
import { communityExportEndpoint } from './export'
import { inboxEndpoint } from './inbox'
import { notesEndpoint } from './notes'
import { replyEndpoint } from './reply'
import { communityStreamEndpoint } from './stream'
import { syncCommentsEndpoint } from './syncComments'
import { tokenRefreshEndpoints } from './tokenRefreshCron'
import { youtubeOAuthCallbackEndpoint, youtubeOAuthStartEndpoint } from './youtubeOAuth'

/** Root endpoints of the community module (issue 16). */
export const communityEndpoints: Endpoint[] = [
  syncCommentsEndpoint,
  replyEndpoint,
  notesEndpoint,
  inboxEndpoint,
  communityStreamEndpoint,
  communityExportEndpoint,
  youtubeOAuthStartEndpoint,
  youtubeOAuthCallbackEndpoint,
  ...tokenRefreshEndpoints,
]
