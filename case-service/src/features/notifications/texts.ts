import { berlinDateTime } from '@case/domain/dates/berlinTime'
import type { Locale } from '@case/domain/locale'
import { webAppLinks } from './links'

/** What happened, with what the texts need; the type is stored and answered as `type`. */
export type NotificationMessage =
  | { type: 'disclosure_requested'; disclosureId: string }
  | { type: 'disclosure_approved'; caseId: string; validUntil: Date }
  | { type: 'disclosure_rejected'; disclosureId: string; reason?: string }
  | { type: 'disclosure_expiring'; caseId: string; validUntil: Date }
  | { type: 'mfa_enabled' | 'mfa_disabled' | 'mfa_reset' }

export type NotificationText = { title: string; body: string | null; link: string | null }

type Texts = { title: string; body: string | null }

/** German and English side by side; times in Europe/Berlin. */
function textsOf(message: NotificationMessage, locale: Locale): Texts {
  const de = locale === 'de'
  switch (message.type) {
    case 'disclosure_requested':
      return de
        ? { title: 'Neue Freigabeanfrage', body: 'Ein Mitarbeiter bittet darum, einen Fall unmaskiert zu sehen.' }
        : { title: 'New disclosure request', body: 'An employee asks to see a case unmasked.' }
    case 'disclosure_approved': {
      const until = berlinDateTime(message.validUntil, locale)
      return de
        ? { title: 'Freigabe erteilt', body: `Sie können den Fall bis ${until} unmaskiert sehen.` }
        : { title: 'Disclosure approved', body: `You may see the case unmasked until ${until}.` }
    }
    case 'disclosure_rejected': {
      // The reason is the admin's own words, shown as written.
      const reason = message.reason ?? null
      return de
        ? { title: 'Freigabe abgelehnt', body: reason && `Begründung: ${reason}` }
        : { title: 'Disclosure rejected', body: reason && `Reason: ${reason}` }
    }
    case 'disclosure_expiring': {
      const until = berlinDateTime(message.validUntil, locale)
      return de
        ? {
            title: 'Freigabe endet in weniger als einer Stunde',
            body: `Ihr Zugriff auf den unmaskierten Fall endet am ${until}.`,
          }
        : { title: 'Disclosure expires within the hour', body: `Your access to the unmasked case ends at ${until}.` }
    }
    case 'mfa_enabled':
      return de
        ? {
            title: 'Zwei-Faktor-Anmeldung eingeschaltet',
            body: 'Waren Sie das nicht, wenden Sie sich sofort an Ihren Administrator.',
          }
        : { title: 'Two-factor sign-in turned on', body: 'If this was not you, contact your administrator at once.' }
    case 'mfa_disabled':
      return de
        ? {
            title: 'Zwei-Faktor-Anmeldung ausgeschaltet',
            body: 'Waren Sie das nicht, ändern Sie Ihr Passwort und wenden Sie sich an Ihren Administrator.',
          }
        : {
            title: 'Two-factor sign-in turned off',
            body: 'If this was not you, change your password and contact your administrator.',
          }
    case 'mfa_reset':
      return de
        ? {
            title: 'Zwei-Faktor-Anmeldung von einem Administrator zurückgesetzt',
            body: 'Sie können sie in Ihrem Profil neu einrichten.',
          }
        : { title: 'Two-factor sign-in reset by an administrator', body: 'You can set it up again in your profile.' }
  }
}

/** The page of the case web app the notification leads to. */
function linkOf(message: NotificationMessage): string {
  switch (message.type) {
    case 'disclosure_requested':
    case 'disclosure_rejected':
      return webAppLinks.disclosure(message.disclosureId)
    case 'disclosure_approved':
    case 'disclosure_expiring':
      return webAppLinks.case(message.caseId)
    case 'mfa_enabled':
    case 'mfa_disabled':
    case 'mfa_reset':
      return webAppLinks.profile()
  }
}

/** Pure: the stored text of a notification in the recipient's language. */
export function renderNotification(message: NotificationMessage, locale: Locale): NotificationText {
  return { ...textsOf(message, locale), link: linkOf(message) }
}
