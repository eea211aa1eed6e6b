import type { Bilingual } from '@/lib/i18n/localizedMessage'

/** The product's name and claim, shown on the login screen, in the nav and in the page title. */
export const PRODUCT_NAME = 'Agency CMS'

export const LOGIN_INTRO: { heading: Bilingual; text: Bilingual } = {
  heading: { de: 'Willkommen im Agency CMS', en: 'Welcome to Agency CMS' },
  text: {
    de: 'Die Websites Ihrer Mandanten an einem Ort. Melden Sie sich mit Ihrer E-Mail-Adresse an.',
    en: 'Your tenants’ websites in one place. Sign in with your e-mail address.',
  },
}
