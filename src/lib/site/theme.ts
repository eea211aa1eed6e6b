import { HEX_COLOR, mix, readableOn, textOn } from './brandColors'

/** A stable accent hue (0–359) per tenant, so each site has its own colour without configuration. */
const tenantAccentHue = (key: string): number =>
  [...key].reduce((hue, char) => (hue * 31 + char.charCodeAt(0)) % 360, 17)

/** How much of the brand colour tints soft backgrounds (calendar days, initials, accent sections). */
const SOFT_SHARE = 0.1

/**
 * The site's colour variables (src/app/(frontend)/styles.css): from the tenant's primary brand colour, made to
 * read as text on white and on its own tint (WCAG AA); without one, a hue derived from the tenant's slug.
 */
export function siteThemeVariables(primary: string | null | undefined, fallbackKey: string): Record<string, string> {
  if (!primary || !HEX_COLOR.test(primary)) return { '--accent-hue': String(tenantAccentHue(fallbackKey)) }
  const soft = mix(primary, '#ffffff', SOFT_SHARE)
  const accent = readableOn(primary, soft)
  return { '--accent': accent, '--accent-soft': soft, '--on-accent': textOn(accent) }
}
