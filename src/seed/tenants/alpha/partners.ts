import type { IdOf, SeedEntry } from '../../localizedUpsert'

export const partners = (img: IdOf): SeedEntry[] => [
  {
    de: {
      name: 'Dentallabor Nord',
      slug: 'dentallabor-nord',
      logo: img('labor'),
      kind: 'supplier',
      website: 'https://dentallabor-nord.example',
      description: 'Unser Meisterlabor für Kronen, Brücken und Veneers.',
      order: 1,
    },
    en: { description: 'Our master laboratory for crowns, bridges and veneers.' },
  },
  {
    de: {
      name: 'Zahnärztekammer Hamburg',
      slug: 'zahnaerztekammer-hamburg',
      logo: img('kammer'),
      kind: 'association',
      order: 2,
      description: 'Mitglied und zertifizierte Ausbildungspraxis.',
    },
    en: { description: 'Member and certified training practice.' },
  },
]
