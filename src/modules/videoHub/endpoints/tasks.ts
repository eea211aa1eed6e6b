import { commitTransaction, initTransaction, killTransaction, type Where } from 'payload'
import { z } from 'zod'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { hubCan } from '@/modules/videoHub/access/videoHub'
import { TASK_STATUSES } from '@/modules/videoHub/lib/tasks'
import { instant } from '@/endpoints/emailLogFilters'
import { endpoint } from '@/endpoints/endpoint'
import { BadRequest, Forbidden, NotFound } from '@/endpoints/endpointErrors'

const mineQuery = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  // Within PostgreSQL's range: `275760-09-13` parses in JavaScript but not in the database.
  due_before: instant.optional(),
})
const taskId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1)

/** GET /api/vp-tasks/mine?status=&due_before= — the signed-in user's tasks (within their hub access), soonest due first. */
export const myTasksEndpoint = endpoint(
  { path: '/mine', method: 'get', auth: 'user', query: mineQuery },
  async ({ req, user, query }) => {
    const conditions: Where[] = [{ assignee: { equals: user.id } }]
    if (query.status) conditions.push({ status: { equals: query.status } })
    if (query.due_before) conditions.push({ dueDate: { less_than: new Date(query.due_before).toISOString() } })
    const result = await req.payload.find({
      collection: 'vp-tasks',
      where: { and: conditions },
      sort: 'dueDate',
      depth: 1,
      limit: 100,
      overrideAccess: false,
      req,
    })
    return { docs: result.docs, totalDocs: result.totalDocs }
  },
)

/**
 * POST /api/vp-tasks/{id}/complete — by the assignee or a hub manager of the task's tenant. When it
 * was the last open task of the content's current stage, the content records that the stage's
 * checklist is done (`stageTasksCompletedAt`) and the answer says so (`stageComplete`).
 */
export const completeTaskEndpoint = endpoint(
  { path: '/:id/complete', method: 'post', auth: 'user' },
  async ({ req, user }) => {
    const id = taskId.safeParse(req.routeParams?.id)
    if (!id.success) throw new BadRequest({ de: 'Ungültige Aufgaben-ID', en: 'Invalid task id' }, { path: 'id' })
    const found = await req.payload.find({
      collection: 'vp-tasks',
      where: { id: { equals: id.data } },
      depth: 0,
      limit: 1,
      overrideAccess: false,
      req,
    })
    const task = found.docs[0]
    if (!task) throw new NotFound({ de: 'Aufgabe nicht gefunden', en: 'Task not found' })
    const isAssignee = String(tenantIdOf(task.assignee)) === String(user.id)
    if (!isAssignee && !hubCan(user, 'tasks.manage', task.tenant)) {
      throw new Forbidden({
        de: 'Nur die zuständige Person oder ein Manager kann die Aufgabe erledigen.',
        en: 'Only the assignee or a manager can complete this task.',
      })
    }
    if (task.status === 'done') return { task, stageComplete: false, alreadyDone: true }
    const shouldCommit = await initTransaction(req)
    try {
      const now = new Date().toISOString()
      const updated = await req.payload.update({
        collection: 'vp-tasks',
        id: task.id,
        data: { status: 'done', completedAt: now },
        depth: 0,
        overrideAccess: true,
        req,
      })
      const contentId = tenantIdOf(task.content)!
      const content = await req.payload.findByID({
        collection: 'video-platform-content',
        id: contentId,
        depth: 0,
        overrideAccess: true,
        req,
      })
      let stageComplete = false
      if (task.stage && task.stage === content.status) {
        const open = await req.payload.count({
          collection: 'vp-tasks',
          where: {
            and: [
              { content: { equals: contentId } },
              { stage: { equals: task.stage } },
              { status: { not_equals: 'done' } },
            ],
          },
          overrideAccess: true,
          req,
        })
        if (open.totalDocs === 0) {
          await req.payload.update({
            collection: 'video-platform-content',
            id: contentId,
            data: { stageTasksCompletedAt: now },
            overrideAccess: true,
            req,
          })
          stageComplete = true
        }
      }
      if (shouldCommit) await commitTransaction(req)
      return { task: updated, stageComplete }
    } catch (error) {
      if (shouldCommit) await killTransaction(req)
      throw error
    }
  },
)
