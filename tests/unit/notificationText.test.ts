import { describe, expect, it } from 'vitest'
import { storedText } from '@/lib/notifications/notifyRecipients'

describe('storedText: how a notification text is stored (German, and its English twin)', () => {
  it('keeps German and English apart', () => {
    expect(storedText({ de: 'Token erneuert', en: 'Token refreshed' })).toEqual({
      text: 'Token erneuert',
      english: 'Token refreshed',
    })
  })

  it('stores a text that reads the same in both languages once', () => {
    expect(storedText({ de: 'YouTube', en: 'YouTube' })).toEqual({ text: 'YouTube' })
  })

  it('keeps user data (a comment, a rule name) as it is', () => {
    expect(storedText('Preis? / Price?')).toEqual({ text: 'Preis? / Price?' })
  })
})
