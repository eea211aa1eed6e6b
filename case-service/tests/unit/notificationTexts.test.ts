import { describe, expect, it } from 'vitest'
import { berlinDateTime } from '@case/domain/dates/berlinTime'
import { renderNotification, type NotificationMessage } from '@case/features/notifications/texts'

const ID = '00000000-0000-4000-8000-000000000001'

describe('berlinDateTime', () => {
  it('formats in Europe/Berlin: winter (UTC+1) and summer time (UTC+2), German and English', () => {
    const winter = new Date('2026-11-28T17:47:48.050Z')
    expect(berlinDateTime(winter, 'de')).toBe('28.11.2026, 18:47 Uhr')
    expect(berlinDateTime(winter, 'en')).toBe('28 Nov 2026, 18:47')
    const summer = new Date('2026-07-05T22:30:00Z')
    expect(berlinDateTime(summer, 'de')).toBe('06.07.2026, 00:30 Uhr')
    expect(berlinDateTime(summer, 'en')).toBe('6 Jul 2026, 00:30')
    expect(berlinDateTime(new Date('2026-09-01T08:05:00Z'), 'en')).toBe('1 Sep 2026, 10:05')
  })
})

describe('renderNotification', () => {
  const validUntil = new Date('2026-11-28T17:47:48.050Z')
  const messages: NotificationMessage[] = [
    { type: 'disclosure_requested', disclosureId: ID },
    { type: 'disclosure_approved', caseId: ID, validUntil },
    { type: 'disclosure_rejected', disclosureId: ID, reason: 'Kein Anlass' },
    { type: 'disclosure_expiring', caseId: ID, validUntil },
    { type: 'mfa_enabled' },
    { type: 'mfa_disabled' },
    { type: 'mfa_reset' },
  ]

  it('has a German and a different English text for every type, and no UTC timestamp', () => {
    for (const message of messages) {
      const de = renderNotification(message, 'de')
      const en = renderNotification(message, 'en')
      expect(de.title, message.type).not.toBe(en.title)
      expect(`${de.title} ${de.body} ${en.title} ${en.body}`).not.toMatch(/\d{4}-\d\d-\d\dT/)
      expect(de.link).toBe(en.link)
    }
  })

  it('writes the window end in Berlin time in the reader’s language', () => {
    const approved = messages[1]!
    expect(renderNotification(approved, 'de')).toEqual({
      title: 'Freigabe erteilt',
      body: 'Sie können den Fall bis 28.11.2026, 18:47 Uhr unmaskiert sehen.',
      link: `/cases/${ID}`,
    })
    expect(renderNotification(approved, 'en').body).toBe('You may see the case unmasked until 28 Nov 2026, 18:47.')
  })

  it('links to the pages of the case web app', () => {
    expect(messages.map((message) => renderNotification(message, 'de').link)).toEqual([
      `/disclosures/${ID}`,
      `/cases/${ID}`,
      `/disclosures/${ID}`,
      `/cases/${ID}`,
      '/profile',
      '/profile',
      '/profile',
    ])
  })

  it('quotes a rejection reason as written and has no body without one', () => {
    expect(renderNotification(messages[2]!, 'en').body).toBe('Reason: Kein Anlass')
    expect(renderNotification({ type: 'disclosure_rejected', disclosureId: ID }, 'de').body).toBeNull()
  })
})
