import type { AuthedContext } from '@case/auth/withAuth'
import { parseJsonBody } from '@case/http/validation'
import { generateWochenuebersichtBody } from './schemas'
import { generateWochenuebersicht } from './wochenuebersichtService'

type Ctx = AuthedContext<Record<string, string>>

/** POST /api/reports/wochenuebersicht/generate — 201 new record, 200 replaced. */
export async function generateWochenuebersichtHandler({ db, user, request }: Ctx): Promise<Response> {
  const body = await parseJsonBody(request, generateWochenuebersichtBody)
  const { metadata, created } = await generateWochenuebersicht(db, body, { user, request })
  return Response.json(metadata, { status: created ? 201 : 200 })
}
