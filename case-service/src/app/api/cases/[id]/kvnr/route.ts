import { methods, route } from '@case/http/route'
import { updateKvnrContract } from '@case/features/cases/contracts'
import { updateKvnr } from '@case/features/cases/handlers'

export const dynamic = 'force-dynamic'

/** PUT /api/cases/{id}/kvnr — set the KVNR (admin); rebuilds a random or legacy fall_id. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = methods({ PUT: route(updateKvnrContract, updateKvnr) })
