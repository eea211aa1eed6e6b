/** The languages a user can read the service in (users.locale); German is the default. */
export const LOCALES = ['de', 'en'] as const
export type Locale = (typeof LOCALES)[number]
