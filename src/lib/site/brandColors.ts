/**
 * Brand colours on the site (issue 30): WCAG 2 contrast, the text colour that reads on a brand colour, and
 * the darker shade that reads as link text on white. Pure; tests/unit/brand-colors.test.ts.
 */

export const HEX_COLOR = /^#[0-9a-f]{6}$/i

type Rgb = [number, number, number]

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb

const hexOf = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`

/** WCAG 2 relative luminance of an sRGB colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5

/** White or near-black, whichever reads better on the colour (text on a brand-coloured button). */
export const textOn = (background: string): '#ffffff' | '#111111' =>
  contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111'

/** The two colours mixed, `share` of the first (0 to 1): a light tint of a brand colour on white. */
export function mix(a: string, b: string, share: number): string {
  const [ca, cb] = [rgbOf(a), rgbOf(b)]
  return hexOf(ca.map((channel, index) => channel * share + cb[index]! * (1 - share)) as Rgb)
}

/**
 * The colour itself when it reads as text on the background (AA), else the same hue darkened step by step
 * until it does: a light brand colour still gives readable links and headings.
 */
export function readableOn(hex: string, background = '#ffffff'): string {
  let rgb = rgbOf(hex)
  for (let step = 0; step < 40 && contrastRatio(hexOf(rgb), background) < AA_TEXT; step += 1)
    rgb = rgb.map((channel) => channel * 0.92) as Rgb
  return hexOf(rgb)
}
