import type { SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const certifications: SeedEntry[] = [
  {
    de: {
      title: 'Qualitätsmanagement nach DIN EN ISO 9001:2015',
      slug: 'iso-9001',
      description: 'Zertifiziertes QM-System für Behandlung, Hygiene und Verwaltung.',
      issuer: 'TÜV Nord Cert GmbH',
      certificateNumber: '44 100 24 4711',
      validFrom: noon('2024-03-01'),
      validUntil: noon('2027-02-28'),
      order: 1,
    },
    en: {
      title: 'Quality management to DIN EN ISO 9001:2015',
      description: 'Certified QM system for treatment, hygiene and administration.',
    },
  },
  {
    de: {
      title: 'Hygiene-Begehung ohne Beanstandung',
      slug: 'hygiene-begehung',
      issuer: 'Gesundheitsamt Hamburg-Altona',
      validFrom: noon('2025-05-12'),
      order: 2,
    },
    en: { title: 'Hygiene inspection passed without findings' },
  },
]
