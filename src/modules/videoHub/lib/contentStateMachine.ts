import type { Bilingual } from '@/lib/i18n/localizedMessage'
import type { HubRole } from '@/modules/videoHub/access/videoHub'

/** The pipeline of a video, in order, then the two side states. */
export const CONTENT_STATUSES = [
  'idea',
  'scripting',
  'filming',
  'editing',
  'review',
  'approved',
  'scheduled',
  'published',
  'rejected',
  'archived',
] as const
export type ContentStatus = (typeof CONTENT_STATUSES)[number]

export const CONTENT_STATUS_LABELS: Record<ContentStatus, Bilingual> = {
  idea: { de: 'Idee', en: 'Idea' },
  scripting: { de: 'Skript', en: 'Scripting' },
  filming: { de: 'Dreh', en: 'Filming' },
  editing: { de: 'Schnitt', en: 'Editing' },
  review: { de: 'Prüfung', en: 'Review' },
  approved: { de: 'Freigegeben', en: 'Approved' },
  scheduled: { de: 'Geplant', en: 'Scheduled' },
  published: { de: 'Veröffentlicht', en: 'Published' },
  rejected: { de: 'Abgelehnt', en: 'Rejected' },
  archived: { de: 'Archiviert', en: 'Archived' },
}

type Actor = 'creator' | 'manager'

/**
 * Allowed moves and the lowest role that may make them. Creators move work forward through
 * production and back for rework; only managers approve, reject, schedule, publish, archive and restore.
 */
const TRANSITIONS: Record<ContentStatus, Partial<Record<ContentStatus, Actor>>> = {
  idea: { scripting: 'creator', archived: 'manager' },
  scripting: { idea: 'creator', filming: 'creator', archived: 'manager' },
  filming: { scripting: 'creator', editing: 'creator', archived: 'manager' },
  editing: { filming: 'creator', review: 'creator', archived: 'manager' },
  review: { editing: 'creator', approved: 'manager', rejected: 'manager', archived: 'manager' },
  approved: { editing: 'manager', scheduled: 'manager', archived: 'manager' },
  scheduled: { approved: 'manager', published: 'manager', archived: 'manager' },
  published: { archived: 'manager' },
  rejected: { scripting: 'creator', editing: 'creator', archived: 'manager' },
  archived: { idea: 'manager' },
}

/** A new content starts as an idea (creators) or anywhere in the pipeline (managers importing existing work). */
const INITIAL: Partial<Record<ContentStatus, Actor>> = Object.fromEntries(
  CONTENT_STATUSES.map((status) => [status, status === 'idea' ? 'creator' : 'manager']),
)

const actorOf = (role: HubRole): Actor | undefined =>
  role === 'VideoPlatformManager' ? 'manager' : role === 'VideoPlatformCreator' ? 'creator' : undefined
const permits = (role: HubRole, needed: Actor | undefined) =>
  needed !== undefined && (actorOf(role) === 'manager' || actorOf(role) === needed)

export type TransitionInput = {
  /** The stored status; undefined for a new content. */
  from: ContentStatus | undefined
  to: ContentStatus
  role: HubRole
  /** Number of recorded approvals. */
  approvals: number
  scheduledFor: string | Date | null | undefined
}
export type TransitionRefusal = 'not_allowed' | 'role' | 'approval_required' | 'schedule_required'
export type TransitionResult = { ok: true } | { ok: false; reason: TransitionRefusal; message: Bilingual }

const label = (status: ContentStatus | undefined, language: 'de' | 'en') =>
  status ? CONTENT_STATUS_LABELS[status][language] : language === 'de' ? '(neu)' : '(new)'

/** Whether the move is allowed for the role, and if not, why (as a message for the `status` field). */
export function checkTransition({ from, to, role, approvals, scheduledFor }: TransitionInput): TransitionResult {
  // `to` comes from the request: Payload validates the select only after the collection's hooks ran.
  if (!(CONTENT_STATUSES as readonly string[]).includes(to)) {
    return { ok: false, reason: 'not_allowed', message: { de: 'Unbekannter Status.', en: 'Unknown status.' } }
  }
  if (from !== to) {
    const needed = from === undefined ? INITIAL[to] : TRANSITIONS[from][to]
    if (needed === undefined) {
      return {
        ok: false,
        reason: 'not_allowed',
        message: {
          de: `Der Status kann nicht von „${label(from, 'de')}“ zu „${label(to, 'de')}“ wechseln.`,
          en: `The status cannot change from “${label(from, 'en')}” to “${label(to, 'en')}”.`,
        },
      }
    }
    if (!permits(role, needed)) {
      return {
        ok: false,
        reason: 'role',
        message: {
          de: `Nur ein Video-Hub-Manager darf den Status auf „${label(to, 'de')}“ setzen.`,
          en: `Only a video hub manager may set the status to “${label(to, 'en')}”.`,
        },
      }
    }
  }
  // Checked on every save in these states, so approvals or the date cannot be removed afterwards.
  if ((to === 'approved' || to === 'scheduled' || to === 'published') && approvals < 1) {
    return {
      ok: false,
      reason: 'approval_required',
      message: {
        de: 'Vor der Freigabe muss eine Genehmigung erfasst sein.',
        en: 'An approval must be recorded before approval.',
      },
    }
  }
  if (to === 'scheduled' && !scheduledFor) {
    return {
      ok: false,
      reason: 'schedule_required',
      message: {
        de: 'Für „Geplant“ ist ein Veröffentlichungsdatum nötig.',
        en: '“Scheduled” needs a publication date.',
      },
    }
  }
  return { ok: true }
}

/** The statuses the role may move a content to from `from` (for the admin and the API docs). */
export const allowedTargets = (from: ContentStatus, role: HubRole): ContentStatus[] =>
  CONTENT_STATUSES.filter((to) => to !== from && permits(role, TRANSITIONS[from][to]))
