/** A stable accent hue (0–359) per tenant, so each site has its own colour without configuration. */
export const tenantAccentHue = (key: string): number =>
  [...key].reduce((hue, char) => (hue * 31 + char.charCodeAt(0)) % 360, 17)
