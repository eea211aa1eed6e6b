import { describe, expect, it } from 'vitest'
import { initialsOf } from '@/lib/text/initials'

describe('initialsOf (a team member without a photo)', () => {
  it('takes the first and last name, without titles', () => {
    expect(initialsOf('Dr. med. dent. Anna Müller')).toBe('AM')
    expect(initialsOf('Prof. Dr. Jörg von der Heide')).toBe('JH')
    expect(initialsOf('Özlem Kaya-Schmidt')).toBe('ÖS')
  })

  it('copes with one word and with nothing usable', () => {
    expect(initialsOf('Empfang')).toBe('E')
    expect(initialsOf('  ')).toBe('')
    expect(initialsOf('Dr.')).toBe('')
  })
})
