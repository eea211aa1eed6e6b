/**
 * The pages of the case web app that notifications link to (docs/case-service-notifications.md).
 * The web app does not exist yet: these are the paths it will have, kept in this one place.
 */
export const webAppLinks = {
  case: (id: string) => `/cases/${id}`,
  disclosure: (id: string) => `/disclosures/${id}`,
  report: (id: string) => `/reports/${id}`,
  profile: () => '/profile',
}
