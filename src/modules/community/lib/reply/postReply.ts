import type { Payload } from 'payload'
import type { CommunityInteraction } from '@/payload-types'
import { youTubeClientFor } from '../accountClient'
import type { RetryPolicy } from '../retryPolicy'
import { fillTemplate, replyLocale } from './fillTemplate'

/** Longest reply text (YouTube's comment limit). */
export const MAX_REPLY_LENGTH = 10_000

/** The platform refused or could not take the reply; nothing was stored. */
export class ReplyPlatformError extends Error {
  name = 'ReplyPlatformError'
}

const idOf = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number | undefined)

/**
 * The text of a template for an interaction, in the interaction's language, with its variables
 * filled; undefined when the template is not one of the interaction's tenant.
 */
export async function templateReplyText(
  payload: Payload,
  interaction: CommunityInteraction,
  templateId: number,
): Promise<string | undefined> {
  const { docs } = await payload.find({
    collection: 'community-templates',
    where: { id: { equals: templateId }, tenant: { equals: idOf(interaction.tenant) } },
    locale: replyLocale(interaction.sentiment?.language),
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const template = docs[0]
  if (!template) return undefined
  const account = await payload.findByID({
    collection: 'social-accounts',
    id: idOf(interaction.account)!,
    depth: 0,
    overrideAccess: true,
  })
  return fillTemplate(template.body, {
    author: interaction.authorName,
    video: interaction.videoTitle ?? interaction.videoId,
    channel: account.handle ?? account.name,
  }).slice(0, MAX_REPLY_LENGTH)
}

/**
 * Posts a reply on the platform, then stores it on the interaction (status responded, who and when).
 * YouTube replies attach to the top-level comment, so a reply to a reply goes to its thread.
 * A platform failure throws ReplyPlatformError before anything is stored.
 */
export async function postReply(
  payload: Payload,
  interaction: CommunityInteraction,
  reply: { text: string; template?: number; by?: number },
  retry?: RetryPolicy,
): Promise<CommunityInteraction> {
  const { client } = await youTubeClientFor(payload, idOf(interaction.account)!, retry)
  let posted: { id: string }
  try {
    posted = await client.insertReply(interaction.threadId ?? interaction.externalId, reply.text)
  } catch (error) {
    throw new ReplyPlatformError((error as Error).message)
  }
  const now = new Date().toISOString()
  return payload.update({
    collection: 'community-interactions',
    id: interaction.id,
    data: {
      replies: [
        ...(interaction.replies ?? []).map((row) => ({
          ...row,
          postedBy: idOf(row.postedBy),
          template: idOf(row.template),
        })),
        { text: reply.text, externalId: posted.id, postedAt: now, postedBy: reply.by, template: reply.template },
      ],
      status: 'responded',
      respondedAt: now,
      respondedBy: reply.by,
    },
    depth: 0,
    overrideAccess: true,
  })
}
