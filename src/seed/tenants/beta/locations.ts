import type { IdOf, SeedEntry } from '../../localizedUpsert'
import { inDays, weekdays } from '../../values'

export const locations = (img: IdOf): SeedEntry[] => [
  {
    de: {
      name: 'Studio Plagwitz',
      slug: 'studio-plagwitz',
      isMain: true,
      image: img('studio'),
      address: {
        street: 'Karl-Heine-Straße 90',
        postalCode: '04229',
        city: 'Leipzig',
        country: 'DE',
        latitude: 51.3297,
        longitude: 12.3315,
      },
      contact: { phone: '+49 341 9876540', email: 'hallo@beta-fotostudio.example' },
      openingHours: [
        ...weekdays(['tuesday', 'wednesday', 'thursday', 'friday'], '10:00', '18:00'),
        { day: 'saturday', opens: '10:00', closes: '14:00', note: 'Nur mit Termin' },
      ],
    },
    en: { name: 'Plagwitz studio', openingHours: [{}, {}, {}, {}, { note: 'By appointment only' }] },
  },
]

export const events = ({ locations }: { locations: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Fotowalk durch Plagwitz',
      slug: 'fotowalk-plagwitz',
      _status: 'published',
      startDate: inDays(21, 14),
      endDate: inDays(21, 17),
      excerpt: 'Gemeinsam fotografieren entlang des Karl-Heine-Kanals – für alle Kameras.',
      place: { location: locations('studio-plagwitz'), venue: 'Treffpunkt: Studio' },
      registration: { enabled: true, capacity: 12, registered: 5, url: 'https://beta.localhost/fotowalk' },
    },
    en: {
      title: 'Photo walk through Plagwitz',
      excerpt: 'Shooting together along the Karl Heine canal – any camera welcome.',
      place: { venue: 'Meeting point: studio' },
    },
  },
  {
    de: {
      title: 'Online-Workshop: Licht im Heimstudio',
      slug: 'workshop-licht-heimstudio',
      _status: 'published',
      startDate: inDays(35, 18),
      place: { online: true, onlineUrl: 'https://beta.localhost/live' },
      registration: { enabled: true, capacity: 50, registered: 0 },
    },
    en: { title: 'Online workshop: light in the home studio' },
  },
]

export const jobs = (locations: IdOf): SeedEntry[] => [
  {
    de: {
      title: 'Fotoassistenz (Minijob)',
      slug: 'fotoassistenz-minijob',
      _status: 'published',
      employmentType: 'mini_job',
      location: locations('studio-plagwitz'),
      applicationDeadline: inDays(30),
      summary: 'Unterstützung bei Hochzeiten und Studio-Shootings, vor allem samstags.',
      application: { email: 'jobs@beta-fotostudio.example' },
    },
    en: { title: 'Photo assistant (mini job)', summary: 'Support at weddings and studio shoots, mainly on Saturdays.' },
  },
  {
    de: {
      title: 'Bildbearbeiter:in (Teilzeit, remote)',
      slug: 'bildbearbeitung-teilzeit',
      _status: 'published',
      employmentType: 'part_time',
      workplace: 'remote',
      summary: 'Retusche und Farbkorrektur in Lightroom und Photoshop.',
    },
    en: {
      title: 'Photo editor (part-time, remote)',
      summary: 'Retouching and colour grading in Lightroom and Photoshop.',
    },
  },
]
