import type { Bilingual } from '@/access/localizedMessage'
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, type ContentStatus } from '@/lib/videoHub/contentStateMachine'
import { textsIn } from '../language'

/** Every text of the video hub's admin view, in German and English. */
export const VIDEO_HUB_TEXT = {
  heading: { de: 'Video-Hub', en: 'Video hub' },
  navLink: { de: 'Video-Hub-Übersicht', en: 'Video hub overview' },
  unread: { de: 'ungelesen', en: 'unread' },
  noRole: { de: 'Sie haben in keinem Mandanten eine Video-Hub-Rolle.', en: 'You have no video hub role in any tenant.' },
  noChannels: { de: 'Noch keine Kanäle.', en: 'No channels yet.' },
  pipeline: { de: 'Pipeline', en: 'Pipeline' },
  videos: { de: 'Videos', en: 'Videos' },
  goal: { de: 'Monatsziel', en: 'Monthly goal' },
  goalNone: { de: 'Kein Ziel für diesen Monat.', en: 'No goal for this month.' },
  goalAtRisk: { de: 'Ziel gefährdet', en: 'Goal at risk' },
  progress: { de: 'Erreicht (%)', en: 'Achieved (%)' },
  elapsed: { de: 'Monat vergangen (%)', en: 'Month elapsed (%)' },
  goalVideos: { de: 'Videos', en: 'Videos' },
  goalViews: { de: 'Aufrufe', en: 'Views' },
  goalSubscribers: { de: 'Abonnenten', en: 'Subscribers' },
  overdue: { de: 'Überfällige Aufgaben', en: 'Overdue tasks' },
  overdueNone: { de: 'Keine überfälligen Aufgaben.', en: 'No overdue tasks.' },
  upcoming: { de: 'Geplante Veröffentlichungen', en: 'Upcoming publications' },
  upcomingNone: { de: 'Nichts geplant.', en: 'Nothing scheduled.' },
  batches: { de: 'Produktionsblöcke', en: 'Batches' },
  batchesNone: { de: 'Keine Produktionsblöcke.', en: 'No batches.' },
  token: { de: 'Social-Media-Verbindung', en: 'Social account connection' },
  token_ok: { de: 'In Ordnung', en: 'OK' },
  token_expiring: { de: 'Token läuft bald ab', en: 'Token expiring soon' },
  token_expired: { de: 'Token abgelaufen', en: 'Token expired' },
  token_error: { de: 'Fehler – neu verbinden', en: 'Error – reconnect' },
  token_not_linked: { de: 'Kein Konto verknüpft', en: 'No account linked' },
  myTasks: { de: 'Meine offenen Aufgaben', en: 'My open tasks' },
  myTasksNone: { de: 'Keine offenen Aufgaben.', en: 'No open tasks.' },
  complete: { de: 'Erledigt', en: 'Complete' },
  completeFailed: { de: 'Konnte nicht abgeschlossen werden', en: 'Could not be completed' },
  notifications: { de: 'Benachrichtigungen', en: 'Notifications' },
  notificationsNone: { de: 'Keine Benachrichtigungen.', en: 'No notifications.' },
  due: { de: 'fällig', en: 'due' },
  ...Object.fromEntries(CONTENT_STATUSES.map((status) => [`status_${status}`, CONTENT_STATUS_LABELS[status]])),
} satisfies Record<string, Bilingual>

export type VideoHubText = Record<keyof typeof VIDEO_HUB_TEXT | `status_${ContentStatus}`, string>

export const videoHubText = (language: string | undefined): VideoHubText => textsIn(VIDEO_HUB_TEXT, language) as VideoHubText
