import type { Bilingual } from '@/access/localizedMessage'
import { textsIn } from '../language'

/** Every text of the dashboard, in German and English. */
export const DASHBOARD_TEXT = {
  heading: { de: 'Übersicht', en: 'Overview' },
  scopeAll: { de: 'Alle Mandanten', en: 'All tenants' },
  scopeOwn: { de: 'Ihre Mandanten', en: 'Your tenants' },
  submissions: { de: 'Neue Formulareingänge', en: 'New form submissions' },
  submissionsNone: { de: 'Keine neuen Eingänge.', en: 'No new submissions.' },
  showAll: { de: 'Alle anzeigen', en: 'Show all' },
  emails: { de: 'E-Mail-Versand der letzten 7 Tage', en: 'E-mails in the last 7 days' },
  emailsSent: { de: 'Gesendet', en: 'Sent' },
  emailsFailed: { de: 'Fehlgeschlagen', en: 'Failed' },
  emailsNone: { de: 'In den letzten 7 Tagen wurden keine E-Mails versendet.', en: 'No e-mails in the last 7 days.' },
  audit: { de: 'Letzte Änderungen (Audit-Log)', en: 'Recent changes (audit log)' },
  auditNone: { de: 'Keine Einträge.', en: 'No entries.' },
  drafts: { de: 'Entwürfe, die auf Veröffentlichung warten', en: 'Drafts awaiting publication' },
  draftsNone: { de: 'Keine offenen Entwürfe.', en: 'No open drafts.' },
  tenant: { de: 'Mandant', en: 'Tenant' },
  noModules: {
    de: 'Für Ihre Mandanten sind keine Module freigeschaltet. Wenden Sie sich an einen Super-Admin.',
    en: 'No modules are enabled for your tenants. Please contact a super admin.',
  },
} satisfies Record<string, Bilingual>

export type DashboardText = Record<keyof typeof DASHBOARD_TEXT, string>

export const dashboardText = (language: string | undefined): DashboardText => textsIn(DASHBOARD_TEXT, language)
