import type { Bilingual } from '@/lib/i18n/localizedMessage'
import labels from './vocabularyLabels.json' with { type: 'json' }

/**
 * The community module's fixed vocabularies, shared by the collections, the sync, the rules engine
 * and the reports. Select values are GraphQL-safe (no leading digit). Their `{ de, en }` names are a
 * data table (vocabularyLabels.json); the types check that it names every value.
 */
type LabelsOf<Values extends readonly string[]> = Record<Values[number], Bilingual>

export const SOCIAL_NETWORKS = ['youtube', 'facebook', 'instagram'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export const ACCOUNT_STATUSES = ['connected', 'expiring', 'expired', 'error', 'disconnected'] as const
export const ACCOUNT_STATUS_LABELS: LabelsOf<typeof ACCOUNT_STATUSES> = labels.accountStatus

export const SENTIMENTS = ['positive', 'neutral', 'negative', 'mixed'] as const
export type Sentiment = (typeof SENTIMENTS)[number]
export const SENTIMENT_LABELS: LabelsOf<typeof SENTIMENTS> = labels.sentiment
/** Which analyser produced a sentiment: the LLM, or the local lexicon fallback. */
export const SENTIMENT_ANALYSERS = ['llm', 'lexicon'] as const
export const SENTIMENT_ANALYSER_LABELS: LabelsOf<typeof SENTIMENT_ANALYSERS> = labels.sentimentAnalyser

export const INTERACTION_STATUSES = ['new', 'open', 'responded', 'archived', 'spam'] as const
export type InteractionStatus = (typeof INTERACTION_STATUSES)[number]
export const INTERACTION_STATUS_LABELS: LabelsOf<typeof INTERACTION_STATUSES> = labels.interactionStatus

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export const PRIORITY_LABELS: LabelsOf<typeof PRIORITIES> = labels.priority

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const
export const REPORT_FREQUENCY_LABELS: LabelsOf<typeof REPORT_FREQUENCIES> = labels.reportFrequency
export const REPORT_FORMATS = ['pdf', 'csv', 'html'] as const
export const REPORT_FORMAT_LABELS: LabelsOf<typeof REPORT_FORMATS> = labels.reportFormat
export const REPORT_TYPES = ['overview', 'sentiment', 'response_metrics', 'content_performance'] as const
export const REPORT_TYPE_LABELS: LabelsOf<typeof REPORT_TYPES> = labels.reportType
export const SCHEDULE_STATUSES = ['active', 'paused', 'error'] as const
export const SCHEDULE_STATUS_LABELS: LabelsOf<typeof SCHEDULE_STATUSES> = labels.scheduleStatus
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export const WEEKDAY_LABELS: LabelsOf<typeof WEEKDAYS> = labels.weekday

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
export const NOTIFICATION_TYPE_LABELS: LabelsOf<typeof NOTIFICATION_TYPES> = labels.notificationType
export const SEVERITIES = ['info', 'warning', 'error'] as const
export const SEVERITY_LABELS: LabelsOf<typeof SEVERITIES> = labels.severity
