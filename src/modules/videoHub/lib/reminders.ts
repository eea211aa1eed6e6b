import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { loadGoalProgress } from './goals'
import { hubManagersOf, recipientsOf } from './notifications'
import { notifyRecipients } from '@/lib/notifications/notifyRecipients'
import { monthOf } from './progress'

/**
 * Overdue tasks and goals at risk → notifications, each once (the task's `overdueNotifiedAt`, the
 * goal's `atRiskNotifiedAt` remember it). For the lead to schedule (cron route or jobs queue); idempotent.
 */
export async function notifyOverdueTasksAndGoalsAtRisk(
  payload: Payload,
  now = new Date(),
): Promise<{ overdueTasks: number; goalsAtRisk: number }> {
  const req = await createLocalReq({}, payload)
  const overdueTasks = await notifyOverdueTasks(req, now)
  const goalsAtRisk = await notifyGoalsAtRisk(req, now)
  return { overdueTasks, goalsAtRisk }
}

async function notifyOverdueTasks(req: PayloadRequest, now: Date): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'vp-tasks',
    where: {
      and: [
        { dueDate: { less_than: now.toISOString() } },
        { status: { not_equals: 'done' } },
        { overdueNotifiedAt: { exists: false } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const task of docs) {
    const tenant = tenantIdOf(task.tenant)!
    const recipients = task.assignee ? [tenantIdOf(task.assignee)!] : await hubManagersOf(req, tenant)
    await notifyRecipients(
      req.payload,
      recipientsOf(recipients, undefined),
      {
        type: 'task_overdue',
        severity: 'warning',
        tenant,
        title: { de: `Aufgabe überfällig: „${task.title}“`, en: `Task overdue: “${task.title}”` },
        related: { content: tenantIdOf(task.content), task: task.id },
      },
      req,
    )
    await req.payload.update({
      collection: 'vp-tasks',
      id: task.id,
      data: { overdueNotifiedAt: now.toISOString() },
      overrideAccess: true,
      req,
      context: { reminder: true },
    })
  }
  return docs.length
}

async function notifyGoalsAtRisk(req: PayloadRequest, now: Date): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'vp-monthly-goals',
    where: { and: [{ month: { equals: monthOf(now) } }, { atRiskNotifiedAt: { exists: false } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  let atRisk = 0
  for (const goal of docs) {
    const progress = await loadGoalProgress(req, goal, now)
    if (!progress.atRisk) continue
    atRisk += 1
    const tenant = tenantIdOf(goal.tenant)!
    await notifyRecipients(
      req.payload,
      recipientsOf(await hubManagersOf(req, tenant), undefined),
      {
        type: 'goal_at_risk',
        severity: 'warning',
        tenant,
        title: { de: `Monatsziel ${goal.month} gefährdet`, en: `Monthly goal ${goal.month} at risk` },
        message: {
          de: `${progress.elapsedPercent} % des Monats vorbei; Videos ${progress.videos.percent} %, Aufrufe ${progress.views.percent} %, Abonnenten ${progress.subscribers.percent} %.`,
          en: `${progress.elapsedPercent} % of the month gone; videos ${progress.videos.percent} %, views ${progress.views.percent} %, subscribers ${progress.subscribers.percent} %.`,
        },
      },
      req,
    )
    await req.payload.update({
      collection: 'vp-monthly-goals',
      id: goal.id,
      data: { atRiskNotifiedAt: now.toISOString() },
      overrideAccess: true,
      req,
    })
  }
  return atRisk
}
