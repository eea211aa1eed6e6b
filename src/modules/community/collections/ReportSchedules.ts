import type { CollectionBeforeChangeHook, TextFieldSingleValidation } from 'payload'
import { row } from '@/fields/layout'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { communityTool } from '@/modules/community/collections/communityTool'
import { selectOptions } from '@/fields/selectOptions'
import {
  REPORT_FORMAT_LABELS,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_FREQUENCY_LABELS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_STATUSES,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@/modules/community/lib/vocabulary'
import { nextRun, type ScheduleTiming } from '@/modules/community/lib/reports/schedule'
import { nameField } from '@/fields/presentation'
import { itemListField } from '@/fields/lists'

const validateTimeZone: TextFieldSingleValidation = (value, { req }) => {
  if (!value) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return localizedMessage(req, {
      de: 'Unbekannte Zeitzone (z. B. Europe/Berlin)',
      en: 'Unknown time zone (e.g. Europe/Berlin)',
    })
  }
}

const runState = { readOnly: true, position: 'sidebar' } as const

const TIMING_FIELDS = ['frequency', 'weekday', 'dayOfMonth', 'hour', 'timeZone'] as const

/**
 * Keeps the next run in step with the timing: set on create, when the timing changes, and when a
 * manager activates a schedule again (which also clears its failures). The cron's own updates
 * (run state only) keep the next run it computed.
 */
const scheduleNextRun: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const merged = { ...originalDoc, ...data }
  const timingChanged = TIMING_FIELDS.some((field) => originalDoc?.[field] !== merged[field])
  const reactivated = originalDoc?.status !== 'active' && merged.status === 'active' && operation === 'update'
  if (operation === 'create' || timingChanged || reactivated || !merged.nextRunAt) {
    try {
      data.nextRunAt = nextRun(merged as ScheduleTiming, new Date()).toISOString()
    } catch {
      // An unknown time zone: the field's validation answers with the message.
    }
  }
  if (reactivated) Object.assign(data, { failureCount: 0, lastError: null })
  return data
}

/** A report mailed on a schedule; `/api/cron/send-reports` sends the due ones and keeps the run state. */
export const ReportSchedules = communityTool({
  slug: 'report-schedules',
  labels: {
    singular: { de: 'Berichtsplan', en: 'Report schedule' },
    plural: { de: 'Berichtspläne', en: 'Report schedules' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'frequency', 'format', 'status', 'nextRunAt'] },
  capabilities: { read: 'reports.view', write: 'reports.manage' },
  hooks: { beforeChange: [scheduleNextRun] },
  fields: [
    nameField({ localized: false, maxLength: 200 }),
    row([
      {
        name: 'reportType',
        type: 'select',
        required: true,
        defaultValue: 'overview',
        options: selectOptions(REPORT_TYPES, REPORT_TYPE_LABELS),
        label: { de: 'Bericht', en: 'Report' },
      },
      {
        name: 'format',
        type: 'select',
        required: true,
        defaultValue: 'pdf',
        options: selectOptions(REPORT_FORMATS, REPORT_FORMAT_LABELS),
        label: { de: 'Format', en: 'Format' },
      },
      {
        name: 'locale',
        type: 'select',
        required: true,
        defaultValue: 'de',
        options: selectOptions(['de', 'en'] as const),
        label: { de: 'Sprache', en: 'Language' },
      },
    ]),
    row([
      {
        name: 'frequency',
        type: 'select',
        required: true,
        defaultValue: 'weekly',
        options: selectOptions(REPORT_FREQUENCIES, REPORT_FREQUENCY_LABELS),
        label: { de: 'Häufigkeit', en: 'Frequency' },
      },
      {
        name: 'weekday',
        type: 'select',
        defaultValue: 'mon',
        options: selectOptions(WEEKDAYS, WEEKDAY_LABELS),
        label: { de: 'Wochentag', en: 'Weekday' },
        admin: { condition: (_, sibling) => sibling?.frequency === 'weekly' },
      },
      {
        name: 'dayOfMonth',
        type: 'number',
        defaultValue: 1,
        min: 1,
        max: 28,
        label: { de: 'Tag im Monat', en: 'Day of month' },
        admin: { condition: (_, sibling) => sibling?.frequency === 'monthly' },
      },
      {
        name: 'hour',
        type: 'number',
        required: true,
        defaultValue: 8,
        min: 0,
        max: 23,
        label: { de: 'Uhrzeit (Stunde)', en: 'Hour of day' },
      },
      {
        name: 'timeZone',
        type: 'text',
        required: true,
        defaultValue: 'Europe/Berlin',
        validate: validateTimeZone,
        label: { de: 'Zeitzone', en: 'Time zone' },
      },
    ]),
    itemListField(
      'recipients',
      { singular: { de: 'Empfänger', en: 'Recipient' }, plural: { de: 'Empfänger', en: 'Recipients' } },
      {
        minRows: 1,
        maxRows: 20,
        required: true,
        fields: [{ name: 'email', type: 'email', required: true, label: { de: 'E-Mail', en: 'E-mail' } }],
      },
    ),
    {
      name: 'status',
      type: 'select',
      defaultValue: 'active',
      options: selectOptions(SCHEDULE_STATUSES, SCHEDULE_STATUS_LABELS),
      label: { de: 'Status', en: 'Status' },
      admin: { position: 'sidebar' },
    },
    { name: 'lastRunAt', type: 'date', label: { de: 'Letzter Lauf', en: 'Last run' }, admin: runState },
    { name: 'nextRunAt', type: 'date', index: true, label: { de: 'Nächster Lauf', en: 'Next run' }, admin: runState },
    { name: 'lastError', type: 'text', label: { de: 'Letzter Fehler', en: 'Last error' }, admin: runState },
    {
      name: 'failureCount',
      type: 'number',
      defaultValue: 0,
      label: { de: 'Fehlversuche', en: 'Failures' },
      admin: runState,
    },
  ],
})
