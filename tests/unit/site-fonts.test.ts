import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_FONT_OPTIONS, SITE_FONTS, siteFontStyles, type SiteFontKey } from '@/lib/site/fontChoices'

const FONTS = Object.fromEntries(
  Object.keys(SITE_FONTS).map((key) => [key, { variable: `variable-${key}` }]),
) as Record<SiteFontKey, { variable: string }>

describe('site fonts (issue 30: a choice of self-hosted fonts)', () => {
  it('keeps the system font and loads nothing by default', () => {
    for (const brand of [null, {}, { headingFont: 'system', bodyFont: null }]) {
      expect(siteFontStyles(brand, FONTS)).toEqual({
        className: '',
        style: { '--font-heading': 'var(--font-system)', '--font-body': 'var(--font-system)' },
      })
    }
  })

  it('sets only the chosen fonts’ classes, and points headings and body text at them', () => {
    expect(siteFontStyles({ headingFont: 'source-serif-4', bodyFont: 'inter' }, FONTS)).toEqual({
      className: 'variable-source-serif-4 variable-inter',
      style: { '--font-heading': 'var(--font-source-serif-4)', '--font-body': 'var(--font-inter)' },
    })
    expect(siteFontStyles({ headingFont: 'montserrat', bodyFont: 'system' }, FONTS)).toEqual({
      className: 'variable-montserrat',
      style: { '--font-heading': 'var(--font-montserrat)', '--font-body': 'var(--font-system)' },
    })
    expect(siteFontStyles({ headingFont: 'lora', bodyFont: 'lora' }, FONTS).className).toBe('variable-lora')
  })

  it('falls back to the system font for a value no longer offered', () => {
    expect(siteFontStyles({ headingFont: 'comic-sans', bodyFont: 'toString' }, FONTS)).toEqual({
      className: '',
      style: { '--font-heading': 'var(--font-system)', '--font-body': 'var(--font-system)' },
    })
  })

  it('offers the system font and every font, labelled in German and English', () => {
    expect(SITE_FONT_OPTIONS.map((option) => option.value)).toEqual(['system', ...Object.keys(SITE_FONTS)])
    for (const { label } of SITE_FONT_OPTIONS) expect(label.de && label.en && label.de !== label.en).toBeTruthy()
  })

  // next/font/local only runs inside Next's compiler; here its loader reads the options written in fonts.ts.
  it('loads each font in fonts.ts from its woff2 files with swap, no preload and fallback metrics', async () => {
    const file = path.join(import.meta.dirname, '../../src/lib/site/fonts.ts')
    const source = await readFile(file, 'utf8')
    const calls = [...source.matchAll(/localFont\((\{[\s\S]*?\n\})\)/g)].map(
      ([, options]) => new Function(`return ${options}`)() as { variable: string; preload: boolean },
    )
    expect(calls.map((options) => options.variable).sort()).toEqual(
      Object.keys(SITE_FONTS)
        .map((key) => `--font-${key}`)
        .sort(),
    )
    const { default: loader } = await import('next/dist/compiled/@next/font/dist/local/loader.js')
    const fs = await import('node:fs')
    for (const options of calls) {
      const emitted: boolean[] = []
      const result = await loader({
        functionName: '',
        variableName: 'test',
        data: [options],
        emitFontFile: (_content: Buffer, ext: string, preload: boolean) => {
          emitted.push(preload)
          return `/_next/static/media/font.${ext}`
        },
        resolve: (src: string) => path.resolve(path.dirname(file), src),
        loaderContext: { fs },
        isDev: false,
        isServer: true,
      })
      expect(emitted, options.variable).toEqual([false, false])
      expect(result.css).toContain('font-display: swap')
      expect(result.css).toContain('font-style: italic')
      expect(result.adjustFontFallback?.sizeAdjust, options.variable).toMatch(/%$/)
    }
  })
})
