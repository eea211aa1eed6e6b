import localFont from 'next/font/local'
import type { SiteFontKey } from './fontChoices'

/*
 * The tenant sites' fonts (./fontChoices.ts), self-hosted: next/font copies the Fontsource woff2 files (variable
 * weight, Latin subset: German's ä ö ü ß, € and typographic quotes are in it) to /_next/static under hashed names,
 * and adds a size-adjusted local fallback against layout shift. Nothing is preloaded: a browser downloads a font
 * only when an element uses it, and the site layout sets only the tenant's chosen fonts. next/font wants each call
 * written out with literal options, hence the repetition.
 */

const inter = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2', style: 'italic' },
  ],
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
  variable: '--font-inter',
})

const montserrat = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-italic.woff2',
      style: 'italic',
    },
  ],
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
  variable: '--font-montserrat',
})

const nunito = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-italic.woff2', style: 'italic' },
  ],
  weight: '200 1000',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
  variable: '--font-nunito',
})

const sourceSerif4 = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-italic.woff2',
      style: 'italic',
    },
  ],
  weight: '200 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
  variable: '--font-source-serif-4',
})

const lora = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-italic.woff2', style: 'italic' },
  ],
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
  variable: '--font-lora',
})

/** Each offered font's next/font object; its `variable` class defines `--font-<key>`. */
export const SITE_FONT_LOADERS: Record<SiteFontKey, { variable: string }> = {
  inter,
  montserrat,
  nunito,
  'source-serif-4': sourceSerif4,
  lora,
}
