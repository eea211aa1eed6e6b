import { z } from 'zod'
import { WORKFLOW_COMPLEXITY, WORKFLOW_TYPES } from '@/lib/workflows/options'
import { workflowStats } from '@/lib/workflows/workflowStats'
import type { Workflow } from '@/payload-types'
import { endpointHandler } from '../endpoint'
import { baseQuery, findPublished, localeFor, publicBasics, publicTenant } from './publicRequest'

const query = baseQuery.extend({
  type: z.enum(WORKFLOW_TYPES).optional(),
  complexity: z.enum(WORKFLOW_COMPLEXITY).optional(),
})

/** `GET /api/public/workflows` (alias `GET /api/workflows`) for visitors: the tenant's published workflows, each with its statistics. */
export const workflowsHandler = endpointHandler(
  { auth: 'public', query, cors: true },
  async ({ req, query: params }) => {
    const tenant = await publicTenant(req)
    const locale = localeFor(tenant, params.locale)
    const docs = await findPublished(req, 'workflows', tenant, {
      locale,
      depth: 0,
      equals: { type: params.type, complexity: params.complexity },
    })
    return { tenant: tenant.slug, locale, docs: docs.map(publicWorkflow) }
  },
)

function publicWorkflow(workflow: Workflow) {
  return {
    ...publicBasics(workflow),
    complexity: workflow.complexity,
    layout: workflow.layout,
    iterative: Boolean(workflow.iterative),
    parallelPhases: Boolean(workflow.parallelPhases),
    phases: workflow.phases ?? [],
    statistics: workflowStats(workflow),
  }
}
