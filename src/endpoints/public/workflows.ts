import type { PayloadHandler } from 'payload'
import { z } from 'zod'
import { WORKFLOW_COMPLEXITY, WORKFLOW_TYPES } from '@/lib/workflows/options'
import { workflowStats } from '@/lib/workflows/workflowStats'
import type { Workflow } from '@/payload-types'
import { baseQuery, findPublished, json, localeFor, parseQuery, publicTenant } from './publicRequest'

const query = baseQuery.extend({
  type: z.enum(WORKFLOW_TYPES).optional(),
  complexity: z.enum(WORKFLOW_COMPLEXITY).optional(),
})

/** `GET /api/public/workflows` (alias `GET /api/workflows`) for visitors: the tenant's published workflows, each with its statistics. */
export const workflowsHandler: PayloadHandler = async (req) => {
  const params = parseQuery(req, query)
  if (params instanceof Response) return params
  const tenant = await publicTenant(req)
  if (tenant instanceof Response) return tenant

  const locale = localeFor(tenant, params.locale)
  const docs = await findPublished(req, 'workflows', tenant, { locale, depth: 0, equals: { type: params.type, complexity: params.complexity } })
  return json(req, { tenant: tenant.slug, locale, docs: docs.map(publicWorkflow) })
}

function publicWorkflow(workflow: Workflow) {
  return {
    id: workflow.id,
    slug: workflow.slug,
    title: workflow.title,
    description: workflow.description ?? null,
    type: workflow.type,
    complexity: workflow.complexity,
    layout: workflow.layout,
    iterative: Boolean(workflow.iterative),
    parallelPhases: Boolean(workflow.parallelPhases),
    phases: workflow.phases ?? [],
    statistics: workflowStats(workflow),
  }
}
