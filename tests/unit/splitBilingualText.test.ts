import { describe, expect, it } from 'vitest'
import { splitBilingualText } from '@/lib/notifications/splitBilingualText'

describe('splitBilingualText: notification texts stored as "Deutsch / English" before both were kept apart', () => {
  it('splits at the middle separator, so a name in both halves stays whole', () => {
    expect(splitBilingualText('Token erneuert / Token refreshed')).toEqual({
      de: 'Token erneuert',
      en: 'Token refreshed',
    })
    expect(splitBilingualText('Aufgabe „A / B“ überfällig / Task “A / B” overdue')).toEqual({
      de: 'Aufgabe „A / B“ überfällig',
      en: 'Task “A / B” overdue',
    })
  })

  it('leaves texts that cannot be such a pair', () => {
    expect(splitBilingualText('YouTube')).toBeNull()
    expect(splitBilingualText('a / b / c')).toBeNull()
    expect(splitBilingualText('Gleich / Gleich')).toBeNull()
  })
})
