import type { PayloadRequest } from 'payload'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { NotFound } from '@/endpoints/endpointErrors'

/** What readers of interactions need: `interactions.view` in a tenant that has the community module. */
export const interactionReaders = {
  auth: 'user',
  capability: {
    community: 'interactions.view',
    refused: { de: 'Keine Berechtigung, Interaktionen zu sehen', en: 'Not allowed to view interactions' } as Bilingual,
  },
  module: 'community',
} as const

/** The interaction as the user may read it; one of a tenant they cannot see answers 404, not 403. */
export async function readableInteraction(
  req: PayloadRequest,
  user: NonNullable<PayloadRequest['user']>,
  interactionId: number,
) {
  const { docs } = await req.payload.find({
    collection: 'community-interactions',
    where: { id: { equals: interactionId } },
    depth: 0,
    limit: 1,
    user,
    overrideAccess: false,
  })
  if (!docs[0])
    throw new NotFound({ de: 'Interaktion nicht gefunden', en: 'Interaction not found' }, { path: 'interactionId' })
  return docs[0]
}
