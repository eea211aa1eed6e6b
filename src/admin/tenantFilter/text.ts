/** The tenant filter notice in both admin languages. */
export const TENANT_FILTER_TEXT = {
  de: {
    showing: (tenant: string) => `Es werden nur Einträge des Mandanten „${tenant}“ angezeigt.`,
    showAll: 'Alle Mandanten anzeigen',
  },
  en: { showing: (tenant: string) => `Showing only entries of tenant “${tenant}”.`, showAll: 'Show all tenants' },
} as const
