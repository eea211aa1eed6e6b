/**
 * The admin's navigation groups, each named once in both languages. Every collection takes its
 * group from here, so the German nav never shows an English twin of a group ("Company" next to
 * "Unternehmen") and a group is never a lone collection repeated.
 */
export const ADMIN_GROUPS = {
  platform: { de: 'Plattform', en: 'Platform' },
  content: { de: 'Inhalte', en: 'Content' },
  media: { de: 'Medien', en: 'Media' },
  portfolio: { de: 'Portfolio', en: 'Portfolio' },
  catalogue: { de: 'Katalog', en: 'Catalogue' },
  services: { de: 'Leistungen & Buchungen', en: 'Services & bookings' },
  company: { de: 'Unternehmen', en: 'Company' },
  forms: { de: 'Formulare', en: 'Forms' },
  community: { de: 'Community', en: 'Community' },
  videoHub: { de: 'Video-Hub', en: 'Video hub' },
} as const

export type AdminGroup = keyof typeof ADMIN_GROUPS
