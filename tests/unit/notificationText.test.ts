import { describe, expect, it } from 'vitest'
import { bilingualText } from '@/lib/notifications/notifyRecipients'

describe('bilingualText: the one stored form of a notification text', () => {
  it('writes German and English as "Deutsch / English"', () => {
    expect(bilingualText({ de: 'Token erneuert', en: 'Token refreshed' })).toBe('Token erneuert / Token refreshed')
  })

  it('writes a text that reads the same in both languages once', () => {
    expect(bilingualText({ de: 'YouTube', en: 'YouTube' })).toBe('YouTube')
  })

  it('keeps user data (a comment, a rule name) as it is', () => {
    expect(bilingualText('Preis? / Price?')).toBe('Preis? / Price?')
  })
})
