import { HEX_COLOR, mix, readableOn, textOn } from './brandColors'

/** A stable accent hue (0–359) per tenant, so each site has its own colour without configuration. */
const tenantAccentHue = (key: string): number =>
  [...key].reduce((hue, char) => (hue * 31 + char.charCodeAt(0)) % 360, 17)

/** How much of the brand colour tints soft backgrounds (calendar days, initials, accent sections). */
const SOFT_SHARE = 0.1

type BrandColors = { primary?: string | null; secondary?: string | null; accent?: string | null } | null | undefined

const valid = (color: string | null | undefined): color is string => !!color && HEX_COLOR.test(color)

/**
 * The site's colour variables (src/app/(frontend)/styles.css): from the tenant's primary brand colour, made to
 * read as text on white and on its own tint (WCAG AA); without one, a hue derived from the tenant's slug. The
 * secondary colour marks the footer, the accent colour fills the header button (with white or dark text).
 */
export function siteThemeVariables(brand: BrandColors, fallbackKey: string): Record<string, string> {
  const variables: Record<string, string> = {}
  if (valid(brand?.primary)) {
    const soft = mix(brand.primary, '#ffffff', SOFT_SHARE)
    const accent = readableOn(brand.primary, soft)
    Object.assign(variables, { '--accent': accent, '--accent-soft': soft, '--on-accent': textOn(accent) })
  } else variables['--accent-hue'] = String(tenantAccentHue(fallbackKey))
  if (valid(brand?.secondary)) variables['--brand-secondary'] = brand.secondary
  if (valid(brand?.accent)) Object.assign(variables, { '--cta': brand.accent, '--on-cta': textOn(brand.accent) })
  return variables
}
