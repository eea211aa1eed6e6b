import type { Endpoint } from 'payload'
import { tokenRefreshEndpoints } from './tokenRefreshCron'
import { youtubeOAuthCallbackEndpoint, youtubeOAuthStartEndpoint } from './youtubeOAuth'

/** Root endpoints of the community module (issue 16). */
export const communityEndpoints: Endpoint[] = [youtubeOAuthStartEndpoint, youtubeOAuthCallbackEndpoint, ...tokenRefreshEndpoints]
