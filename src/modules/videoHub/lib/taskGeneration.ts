import type { PayloadRequest } from 'payload'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import type { VideoPlatformContent, VpChecklistTemplates } from '@/payload-types'
import type { ContentStatus } from './contentStateMachine'

const DAY_MS = 24 * 60 * 60 * 1000

/** The key that makes a generated task unique: one task per content and checklist-template item, ever. */
export const generationKey = (contentId: number | string, itemId: string) => `${contentId}:${itemId}`

export type PlannedTask = {
  key: string
  title: string
  description?: string | null
  dueDate?: string
  stage: ContentStatus
  assignee?: number | null
}

/**
 * The tasks the templates ask for when a content enters `stage` (pure: the caller removes those
 * that exist). Templates of the content's channel and channel-less templates of the tenant apply.
 */
export function plannedTasks(
  content: Pick<VideoPlatformContent, 'id' | 'channel' | 'assignee'>,
  stage: ContentStatus,
  templates: VpChecklistTemplates[],
  now: Date,
): PlannedTask[] {
  const channel = String(tenantIdOf(content.channel))
  return templates
    .filter(
      (template) =>
        template.status === stage && (!template.channel || String(tenantIdOf(template.channel)) === channel),
    )
    .flatMap((template) =>
      (template.items ?? []).map((item) => ({
        key: generationKey(content.id, item.id!),
        title: item.title,
        description: item.description,
        dueDate:
          typeof item.dueInDays === 'number'
            ? new Date(now.getTime() + item.dueInDays * DAY_MS).toISOString()
            : undefined,
        stage,
        assignee:
          item.assignToContentAssignee === false
            ? null
            : ((tenantIdOf(content.assignee) as number | undefined) ?? null),
      })),
    )
}

/**
 * Creates the template tasks for the content's new status that do not exist yet. The unique
 * generation key (a database index) makes a repeated or concurrent save a no-op, not a duplicate.
 */
export async function generateStageTasks(
  req: PayloadRequest,
  content: VideoPlatformContent,
  now = new Date(),
): Promise<number> {
  const stage = content.status as ContentStatus
  const tenant = tenantIdOf(content.tenant)
  const { docs: templates } = await req.payload.find({
    collection: 'vp-checklist-templates',
    where: { and: [{ tenant: { equals: tenant } }, { status: { equals: stage } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const planned = plannedTasks(content, stage, templates, now)
  if (planned.length === 0) return 0
  const { docs: existing } = await req.payload.find({
    collection: 'vp-tasks',
    where: { generationKey: { in: planned.map((task) => task.key) } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { generationKey: true },
    req,
  })
  const done = new Set(existing.map((task) => task.generationKey))
  const missing = planned.filter((task) => !done.has(task.key))
  for (const task of missing) {
    await req.payload.create({
      collection: 'vp-tasks',
      data: {
        title: task.title,
        description: task.description,
        content: content.id,
        assignee: task.assignee,
        dueDate: task.dueDate,
        stage: task.stage,
        generationKey: task.key,
        status: 'open',
        tenant: Number(tenant),
      },
      overrideAccess: true,
      req,
    })
  }
  return missing.length
}
