import { replyEndpoint } from './reply'
import { syncCommentsEndpoint } from './syncComments'

/** The community module's own endpoints (sync now, reply). */
export const communitySyncEndpoints = [syncCommentsEndpoint, replyEndpoint]
