/**
 * The community module's fixed vocabularies, shared by the collections, the sync, the rules engine
 * and the reports. Select values are GraphQL-safe (no leading digit).
 */
export const SOCIAL_NETWORKS = ['youtube', 'facebook', 'instagram'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export const ACCOUNT_STATUSES = ['connected', 'expiring', 'expired', 'error', 'disconnected'] as const
export const ACCOUNT_STATUS_LABELS = {
  connected: { de: 'Verbunden', en: 'Connected' },
  expiring: { de: 'Läuft bald ab', en: 'Expiring' },
  expired: { de: 'Abgelaufen', en: 'Expired' },
  error: { de: 'Fehler', en: 'Error' },
  disconnected: { de: 'Getrennt', en: 'Disconnected' },
} as const

export const SENTIMENTS = ['positive', 'neutral', 'negative', 'mixed'] as const
export type Sentiment = (typeof SENTIMENTS)[number]
export const SENTIMENT_LABELS = {
  positive: { de: 'Positiv', en: 'Positive' },
  neutral: { de: 'Neutral', en: 'Neutral' },
  negative: { de: 'Negativ', en: 'Negative' },
  mixed: { de: 'Gemischt', en: 'Mixed' },
} as const
/** Which analyser produced a sentiment: the LLM, or the local lexicon fallback. */
export const SENTIMENT_ANALYSERS = ['llm', 'lexicon'] as const
export const SENTIMENT_ANALYSER_LABELS = {
  llm: { de: 'KI-Modell', en: 'AI model' },
  lexicon: { de: 'Lokales Lexikon', en: 'Local lexicon' },
} as const

export const INTERACTION_STATUSES = ['new', 'open', 'responded', 'archived', 'spam'] as const
export const INTERACTION_STATUS_LABELS = {
  new: { de: 'Neu', en: 'New' },
  open: { de: 'Offen', en: 'Open' },
  responded: { de: 'Beantwortet', en: 'Responded' },
  archived: { de: 'Archiviert', en: 'Archived' },
  spam: { de: 'Spam', en: 'Spam' },
} as const

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export const PRIORITY_LABELS = {
  low: { de: 'Niedrig', en: 'Low' },
  normal: { de: 'Normal', en: 'Normal' },
  high: { de: 'Hoch', en: 'High' },
  urgent: { de: 'Dringend', en: 'Urgent' },
} as const

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const
export const REPORT_FREQUENCY_LABELS = {
  daily: { de: 'Täglich', en: 'Daily' },
  weekly: { de: 'Wöchentlich', en: 'Weekly' },
  monthly: { de: 'Monatlich', en: 'Monthly' },
} as const
export const REPORT_FORMATS = ['pdf', 'csv', 'html'] as const
export const REPORT_FORMAT_LABELS = {
  pdf: { de: 'PDF', en: 'PDF' },
  csv: { de: 'CSV', en: 'CSV' },
  html: { de: 'HTML-E-Mail', en: 'HTML e-mail' },
} as const
export const REPORT_TYPES = ['overview', 'sentiment', 'response_metrics', 'content_performance'] as const
export const REPORT_TYPE_LABELS = {
  overview: { de: 'Überblick', en: 'Overview' },
  sentiment: { de: 'Stimmung', en: 'Sentiment' },
  response_metrics: { de: 'Antwortkennzahlen', en: 'Response metrics' },
  content_performance: { de: 'Inhaltsleistung', en: 'Content performance' },
} as const
export const SCHEDULE_STATUSES = ['active', 'paused', 'error'] as const
export const SCHEDULE_STATUS_LABELS = {
  active: { de: 'Aktiv', en: 'Active' },
  paused: { de: 'Pausiert', en: 'Paused' },
  error: { de: 'Fehler', en: 'Error' },
} as const
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export const WEEKDAY_LABELS = {
  mon: { de: 'Montag', en: 'Monday' },
  tue: { de: 'Dienstag', en: 'Tuesday' },
  wed: { de: 'Mittwoch', en: 'Wednesday' },
  thu: { de: 'Donnerstag', en: 'Thursday' },
  fri: { de: 'Freitag', en: 'Friday' },
  sat: { de: 'Samstag', en: 'Saturday' },
  sun: { de: 'Sonntag', en: 'Sunday' },
} as const

/** Notification types; the video hub adds its own (task assigned, content awaiting approval, ...). */
export const NOTIFICATION_TYPES = [
  'token_expiring',
  'token_expired',
  'token_refresh_failed',
  'token_refreshed',
  'rule_matched',
  'sync_failed',
  'report_failed',
  'task_assigned',
  'task_overdue',
  'content_awaiting_approval',
  'content_approved',
  'content_rejected',
  'goal_at_risk',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export const NOTIFICATION_TYPE_LABELS = {
  token_expiring: { de: 'Token läuft ab', en: 'Token expiring' },
  token_expired: { de: 'Token abgelaufen', en: 'Token expired' },
  token_refresh_failed: { de: 'Token-Erneuerung fehlgeschlagen', en: 'Token refresh failed' },
  token_refreshed: { de: 'Token erneuert', en: 'Token refreshed' },
  rule_matched: { de: 'Regel ausgelöst', en: 'Rule matched' },
  sync_failed: { de: 'Synchronisierung fehlgeschlagen', en: 'Sync failed' },
  report_failed: { de: 'Bericht fehlgeschlagen', en: 'Report failed' },
  task_assigned: { de: 'Aufgabe zugewiesen', en: 'Task assigned' },
  task_overdue: { de: 'Aufgabe überfällig', en: 'Task overdue' },
  content_awaiting_approval: { de: 'Inhalt wartet auf Freigabe', en: 'Content awaiting approval' },
  content_approved: { de: 'Inhalt freigegeben', en: 'Content approved' },
  content_rejected: { de: 'Inhalt abgelehnt', en: 'Content rejected' },
  goal_at_risk: { de: 'Monatsziel gefährdet', en: 'Monthly goal at risk' },
} as const
export const SEVERITIES = ['info', 'warning', 'error'] as const
export const SEVERITY_LABELS = {
  info: { de: 'Information', en: 'Info' },
  warning: { de: 'Warnung', en: 'Warning' },
  error: { de: 'Fehler', en: 'Error' },
} as const
