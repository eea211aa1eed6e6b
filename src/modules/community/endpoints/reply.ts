import { z } from 'zod'
import { can } from '@/modules/community/access/community'
import { AccountUnusableError } from '@/modules/community/lib/accountClient'
import {
  MAX_REPLY_LENGTH,
  postReply,
  ReplyPlatformError,
  templateReplyText,
} from '@/modules/community/lib/reply/postReply'
import { recordId, withoutNul } from '@/endpoints/inputRules'
import { endpoint } from '@/endpoints/endpoint'
import { readableInteraction } from './interactionQuery'
import { EndpointError, Forbidden, NotFound, Unprocessable } from '@/endpoints/endpointErrors'

const replyBody = z
  .object({
    interactionId: recordId,
    text: z
      .string()
      .trim()
      .min(1)
      .max(MAX_REPLY_LENGTH)
      .refine(withoutNul, 'must not contain NUL characters')
      .optional(),
    templateId: recordId.optional(),
  })
  .strict()
  .refine((body) => (body.text === undefined) !== (body.templateId === undefined), {
    message: 'send exactly one of text and templateId',
    path: ['text'],
  })

const NOT_ALLOWED = { de: 'Sie dürfen in diesem Mandanten nicht antworten', en: 'You may not reply in this tenant' }

/**
 * POST /api/community/reply `{ interactionId, text | templateId }` — moderators (and up) of the
 * interaction's tenant answer a comment on its platform. The reply is stored only after the
 * platform accepted it; a platform failure answers 502 and stores nothing.
 */
export const replyEndpoint = endpoint(
  {
    path: '/community/reply',
    method: 'post',
    auth: 'user',
    body: replyBody,
    capability: { community: 'comments.reply', refused: NOT_ALLOWED },
    module: 'community',
  },
  async ({ req, user, body: { interactionId, text, templateId } }) => {
    const interaction = await readableInteraction(req, user, interactionId)
    if (!can(user, 'comments.reply', interaction.tenant)) throw new Forbidden(NOT_ALLOWED)
    const replyText = text ?? (await templateReplyText(req.payload, interaction, templateId!))
    if (replyText === undefined)
      throw new NotFound({ de: 'Vorlage nicht gefunden', en: 'Template not found' }, { path: 'templateId' })
    if (replyText.trim() === '')
      throw new Unprocessable(
        { de: 'Die Vorlage ergibt eine leere Antwort', en: 'The template produces an empty reply' },
        { path: 'templateId' },
      )
    try {
      const updated = await postReply(req.payload, interaction, {
        text: replyText,
        template: templateId,
        by: user.id,
      })
      return { doc: updated }
    } catch (error) {
      if (error instanceof AccountUnusableError) {
        throw new Unprocessable({
          de: 'Das Konto hat kein Zugriffstoken; bitte neu verbinden',
          en: 'The account has no access token; please reconnect it',
        })
      }
      if (!(error instanceof ReplyPlatformError)) throw error
      req.payload.logger.warn({ err: error, interaction: interaction.id }, 'community reply: platform refused')
      throw new EndpointError(502, {
        de: 'Die Plattform hat die Antwort nicht angenommen; nichts wurde gespeichert. Bitte später erneut versuchen.',
        en: 'The platform did not accept the reply; nothing was stored. Please try again later.',
      })
    }
  },
)
