import { describe, expect, it } from 'vitest'
import { AA_TEXT, contrastRatio, HEX_COLOR, mix, readableOn, textOn } from '@/lib/site/brandColors'

describe('brand colours (issue 30: accessible contrast computed)', () => {
  it('computes WCAG 2 contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    // WebAIM's checker: #767676 on white is 4.54 : 1, the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('puts white text on dark brand colours and dark text on light ones', () => {
    expect(textOn('#0f766e')).toBe('#ffffff')
    expect(textOn('#fde047')).toBe('#111111')
  })

  it('mixes a tint', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mix('#0f766e', '#ffffff', 0)).toBe('#ffffff')
  })

  it('darkens until the text reads on a tint too', () => {
    const tint = mix('#fbbf24', '#ffffff', 0.12)
    expect(contrastRatio(readableOn('#fbbf24', tint), tint)).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('keeps a dark colour and darkens a light one until it reads as text on white', () => {
    expect(readableOn('#0f766e')).toBe('#0f766e')
    const darkened = readableOn('#fbbf24')
    expect(HEX_COLOR.test(darkened)).toBe(true)
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrastRatio(readableOn('#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
  })
})
