import type { SiteLocale } from '@/lib/site/locales'

/** The public sites' own interface strings (content strings come from the CMS). */
const messages = {
  de: {
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Diese Seite gibt es nicht (mehr). Vielleicht hilft die Startseite weiter.',
    toHome: 'Zur Startseite',
    otherLanguage: 'English',
    draftBanner: 'Vorschau: Sie sehen einen Entwurf.',
    exitPreview: 'Vorschau beenden',
    skipToContent: 'Zum Inhalt springen',
    mainNavigation: 'Hauptnavigation',
    openMenu: 'Menü',
    closeMenu: 'Menü schließen',
    overview: 'Übersicht',
    legal: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    socialLinks: 'Soziale Netzwerke',
    breadcrumbs: 'Brotkrümelpfad',
    home: 'Startseite',
  },
  en: {
    notFoundTitle: 'Page not found',
    notFoundText: 'This page does not exist (any more). The home page may help.',
    toHome: 'Go to the home page',
    otherLanguage: 'Deutsch',
    draftBanner: 'Preview: you are looking at a draft.',
    exitPreview: 'Exit preview',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    overview: 'Overview',
    legal: 'Legal',
    imprint: 'Imprint',
    privacy: 'Privacy',
    socialLinks: 'Social networks',
    breadcrumbs: 'Breadcrumbs',
    home: 'Home',
  },
} satisfies Record<SiteLocale, Record<string, string>>

export type SiteMessages = (typeof messages)['de']
export const messagesFor = (locale: SiteLocale): SiteMessages => messages[locale]
