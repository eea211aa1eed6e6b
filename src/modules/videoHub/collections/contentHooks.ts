import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { hubRoleIn } from '@/modules/videoHub/access/videoHub'
import type { VideoPlatformContent } from '@/payload-types'
import { checkTransition, CONTENT_STATUS_LABELS, type ContentStatus } from '@/modules/videoHub/lib/contentStateMachine'
import { hubManagersOf, recipientsOf } from '@/modules/videoHub/lib/notifications'
import { notifyRecipients } from '@/lib/notifications/notifyRecipients'
import { generateStageTasks } from '@/modules/videoHub/lib/taskGeneration'
import { changedFields } from '@/modules/videoHub/lib/fieldLocks'

type Approval = NonNullable<VideoPlatformContent['approvals']>[number]

/** From review on, what was approved (or is being reviewed) changes only by a manager's hand. */
const LOCKED_STATUSES: readonly ContentStatus[] = ['review', 'approved', 'scheduled', 'published', 'archived']
/** What a creator may still send for locked content: the status move (the state machine decides) and server-kept fields. */
const CREATOR_WRITABLE_WHEN_LOCKED = [
  'status',
  'approvals',
  'tenant',
  'tasks',
  'createdBy',
  'stageTasksCompletedAt',
  'id',
  'createdAt',
  'updatedAt',
]

/**
 * Enforces the state machine on every save (the role is the user's hub role in the content's
 * tenant; server code without a user acts as a manager), records who approved and when, sets the
 * creator and the publication date, and starts the script from its template.
 */
export const enforceContentRules: CollectionBeforeChangeHook<VideoPlatformContent> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const tenant = data.tenant ?? originalDoc?.tenant
  const role = req.user ? hubRoleIn(req.user, tenant) : 'VideoPlatformManager'
  const stored = originalDoc?.status as ContentStatus | undefined
  if (operation === 'update' && role !== 'VideoPlatformManager' && stored && LOCKED_STATUSES.includes(stored)) {
    const changed = changedFields(data, originalDoc, CREATOR_WRITABLE_WHEN_LOCKED)
    if (changed.length > 0) {
      const status = CONTENT_STATUS_LABELS[stored]
      const message = localizedMessage(req, {
        de: `Im Status „${status.de}“ ändert nur ein Video-Hub-Manager diesen Inhalt.`,
        en: `Only a video hub manager may change this content in status “${status.en}”.`,
      })
      throw new ValidationError({
        collection: 'video-platform-content',
        errors: changed.map((path) => ({ path, message })),
        req,
      })
    }
  }
  const approvals = (data.approvals ?? originalDoc?.approvals ?? []).map((approval: Approval) => ({
    ...approval,
    approver: approval.approver ?? req.user?.id,
    approvedAt: approval.approvedAt ?? new Date().toISOString(),
  }))
  if (data.approvals) data.approvals = approvals
  const to = (data.status ?? originalDoc?.status ?? 'idea') as ContentStatus
  const result = checkTransition({
    from: operation === 'create' ? undefined : (originalDoc?.status as ContentStatus),
    to,
    role,
    approvals: approvals.length,
    scheduledFor: data.scheduledFor === undefined ? originalDoc?.scheduledFor : data.scheduledFor,
  })
  if (!result.ok) {
    const path = result.reason === 'schedule_required' ? 'scheduledFor' : 'status'
    throw new ValidationError({
      collection: 'video-platform-content',
      errors: [{ path, message: localizedMessage(req, result.message) }],
      req,
    })
  }
  if (operation === 'create' && req.user) data.createdBy = req.user.id
  if (to === 'published' && originalDoc?.status !== 'published' && !data.publishedAt)
    data.publishedAt = new Date().toISOString()
  if (operation === 'create' && !data.script && data.scriptTemplate) {
    const template = await req.payload.findByID({
      collection: 'vp-script-templates',
      id: tenantIdOf(data.scriptTemplate)!,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (String(tenantIdOf(template.tenant)) === String(tenantIdOf(tenant))) data.script = template.body
  }
  // A status change restarts the stage's checklist report.
  if (operation === 'create' || to !== originalDoc?.status) data.stageTasksCompletedAt = null
  return data
}

/** On a status change: the stage's template tasks, and who must hear of it (one notification per recipient). */
export const afterContentStatusChange: CollectionAfterChangeHook<VideoPlatformContent> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && previousDoc?.status === doc.status) return doc
  await generateStageTasks(req, doc)
  const tenant = tenantIdOf(doc.tenant)!
  const status = doc.status as ContentStatus
  const about = { de: `„${doc.title}“`, en: `“${doc.title}”` }
  if (status === 'review') {
    await notifyRecipients(
      req.payload,
      recipientsOf(await hubManagersOf(req, tenant), req.user?.id),
      {
        type: 'content_awaiting_approval',
        tenant,
        title: { de: `${about.de} wartet auf Freigabe`, en: `${about.en} is awaiting approval` },
        related: { content: doc.id },
      },
      req,
    )
  }
  // The decision on a review; moving back from scheduled to approved is no new approval.
  if ((status === 'approved' || status === 'rejected') && previousDoc?.status === 'review') {
    const comment = doc.approvals?.at(-1)?.comment ?? undefined
    await notifyRecipients(
      req.payload,
      recipientsOf([doc.createdBy, doc.assignee], req.user?.id),
      {
        type: status === 'approved' ? 'content_approved' : 'content_rejected',
        severity: status === 'approved' ? 'info' : 'warning',
        tenant,
        title: {
          de: `${about.de}: ${CONTENT_STATUS_LABELS[status].de}`,
          en: `${about.en}: ${CONTENT_STATUS_LABELS[status].en}`,
        },
        message: status === 'rejected' && doc.rejectionReason ? doc.rejectionReason : comment,
        related: { content: doc.id },
      },
      req,
    )
  }
  return doc
}
