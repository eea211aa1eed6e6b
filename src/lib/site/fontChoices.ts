/**
 * The fonts a tenant may choose for headings and body text (site settings, issue 30). Each is self-hosted
 * (./fonts.ts loads it with next/font/local); its CSS custom property there is `--font-<key>`.
 */
export const SITE_FONTS = {
  inter: { name: 'Inter', kind: 'sans' },
  montserrat: { name: 'Montserrat', kind: 'sans' },
  nunito: { name: 'Nunito', kind: 'sans' },
  'source-serif-4': { name: 'Source Serif 4', kind: 'serif' },
  lora: { name: 'Lora', kind: 'serif' },
} as const

export type SiteFontKey = keyof typeof SITE_FONTS

/** The choice that loads no font: the visitor's system font (styles.css `--font-system`). */
export const SYSTEM_FONT = 'system'

const isSiteFont = (value: string | null | undefined): value is SiteFontKey =>
  !!value && Object.hasOwn(SITE_FONTS, value)

const KIND_LABELS = {
  sans: { de: 'serifenlos', en: 'sans-serif' },
  serif: { de: 'mit Serifen', en: 'serif' },
}

/** The options of the heading and body font selects: the system font, then each font with its kind. */
export const SITE_FONT_OPTIONS = [
  { value: SYSTEM_FONT, label: { de: 'Systemschrift des Geräts', en: 'The device’s system font' } },
  ...(Object.keys(SITE_FONTS) as SiteFontKey[]).map((key) => {
    const { name, kind } = SITE_FONTS[key]
    return { value: key, label: { de: `${name} (${KIND_LABELS[kind].de})`, en: `${name} (${KIND_LABELS[kind].en})` } }
  }),
]

type Typography = { headingFont?: string | null; bodyFont?: string | null } | null | undefined

/**
 * What the site's root element gets for the tenant's fonts: the chosen fonts' next/font `variable` classes
 * (`fonts`: ./fonts.ts), which define their custom properties, and `--font-heading` / `--font-body` pointing at
 * them. Only the chosen fonts' classes are set, so the browser never requests another font's files;
 * the system font, and a value no longer offered, point at the system stack.
 */
export function siteFontStyles(
  typography: Typography,
  fonts: Record<SiteFontKey, { variable: string }>,
): { className: string; style: Record<'--font-heading' | '--font-body', string> } {
  const heading = isSiteFont(typography?.headingFont) ? typography.headingFont : null
  const body = isSiteFont(typography?.bodyFont) ? typography.bodyFont : null
  const family = (key: SiteFontKey | null) => (key ? `var(--font-${key})` : 'var(--font-system)')
  const chosen = [...new Set([heading, body])].filter((key): key is SiteFontKey => key !== null)
  return {
    className: chosen.map((key) => fonts[key].variable).join(' '),
    style: { '--font-heading': family(heading), '--font-body': family(body) },
  }
}
