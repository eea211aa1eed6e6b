import { z } from 'zod'
import { can } from '@/modules/community/access/community'
import { recordId, withoutNul } from '@/endpoints/inputRules'
import { endpoint } from '@/endpoints/endpoint'
import { readableInteraction } from './interactionQuery'
import { Forbidden } from '@/endpoints/endpointErrors'

export const MAX_NOTE_LENGTH = 2000

const noteBody = z
  .object({
    interactionId: recordId,
    text: z.string().trim().min(1).max(MAX_NOTE_LENGTH).refine(withoutNul, 'must not contain NUL characters'),
  })
  .strict()

const NOT_ALLOWED = {
  de: 'Sie dürfen in diesem Mandanten keine Notizen schreiben',
  en: 'You may not write notes in this tenant',
}

/**
 * POST /api/community/notes `{ interactionId, text }` — moderators (and up) add an internal note to an
 * interaction. The server sets author and time (the field is closed to clients, so neither can be
 * forged); notes never leave the admin.
 */
export const notesEndpoint = endpoint(
  {
    path: '/community/notes',
    method: 'post',
    auth: 'user',
    body: noteBody,
    capability: { community: 'comments.moderate', refused: NOT_ALLOWED },
    module: 'community',
  },
  async ({ req, user, body: { interactionId, text } }) => {
    const interaction = await readableInteraction(req, user, interactionId)
    if (!can(user, 'comments.moderate', interaction.tenant)) throw new Forbidden(NOT_ALLOWED)
    const notes = [...(interaction.notes ?? []), { text, author: user.id, at: new Date().toISOString() }]
    const doc = await req.payload.update({
      collection: 'community-interactions',
      id: interaction.id,
      data: { notes },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { doc }
  },
)
