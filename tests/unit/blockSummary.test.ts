import { describe, expect, it } from 'vitest'
import { blockSummary } from '@/blocks/shared/blockSummary'

describe('blockSummary: what a block row in the editor is titled by (issue 34: every row read "Ohne Titel")', () => {
  it('prefers the name an editor gave the block, then its own headline', () => {
    expect(blockSummary({ blockName: 'Startbild', headline: 'Willkommen' })).toBe('Startbild')
    expect(blockSummary({ blockName: '  ', headline: 'Willkommen' })).toBe('Willkommen')
    expect(blockSummary({ heading: 'Unsere Leistungen' })).toBe('Unsere Leistungen')
  })

  it('falls back to the first entry of a list: a hero slider’s first slide, an FAQ’s first question', () => {
    expect(blockSummary({ slides: [{ headline: 'Erste Folie' }, { headline: 'Zweite' }] })).toBe('Erste Folie')
    expect(blockSummary({ items: [{ question: 'Wie buche ich?' }] })).toBe('Wie buche ich?')
  })

  it('keeps one short line and gives nothing for a block without text', () => {
    expect(blockSummary({ headline: 'Zeile\n  zwei' })).toBe('Zeile zwei')
    const long = blockSummary({ headline: 'x'.repeat(200) })
    expect(long).toHaveLength(80)
    expect(long?.endsWith('…')).toBe(true)
    expect(blockSummary({ limit: 3, slides: [] })).toBeUndefined()
    expect(blockSummary(null)).toBeUndefined()
  })
})
