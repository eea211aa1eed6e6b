import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { textsIn } from '../language'
import texts from './messages.json' with { type: 'json' }

/** Every text of the dashboard, in German and English (the table: messages.json). */
export const DASHBOARD_TEXT = texts satisfies Record<string, Bilingual>

export type DashboardText = Record<keyof typeof DASHBOARD_TEXT, string>

export const dashboardText = (language: string | undefined): DashboardText => textsIn(DASHBOARD_TEXT, language)
