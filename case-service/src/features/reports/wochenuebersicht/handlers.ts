import { createdAt } from '@case/http/created'
import { generateWochenuebersicht } from './service'
import type { RouteInput } from '@case/http/route'
import type { generateWochenuebersichtContract } from './contracts'

/** POST /api/reports/wochenuebersicht/generate — 201 new record, 200 replaced. */
export async function generateWochenuebersichtHandler({
  db,
  user,
  request,
  body,
}: RouteInput<typeof generateWochenuebersichtContract>): Promise<Response> {
  const { metadata, created } = await generateWochenuebersicht(db, body, { user, request })
  return created ? createdAt(`/api/reports/${metadata.id}/data`, metadata) : Response.json(metadata)
}
