import type { IdOf, SeedEntry } from '../../localizedUpsert'
import { inDays, weekdays } from '../../values'

export const locations = (img: IdOf): SeedEntry[] => [
  {
    de: {
      name: 'Praxis Altona',
      slug: 'praxis-altona',
      isMain: true,
      image: img('praxis'),
      description: 'Barrierefrei, 3 Minuten vom Bahnhof Altona.',
      address: {
        street: 'Ottenser Hauptstraße 12',
        postalCode: '22765',
        city: 'Hamburg',
        country: 'DE',
        latitude: 53.5522,
        longitude: 9.9331,
      },
      contact: {
        phone: '+49 40 1234560',
        email: 'praxis@alpha-zahnklinik.example',
        website: 'https://alpha.localhost',
      },
      openingHours: [
        ...weekdays(['monday', 'tuesday', 'thursday'], '08:00', '18:00'),
        { day: 'wednesday', opens: '08:00', closes: '13:00', note: 'Nachmittags Chirurgie' },
        { day: 'friday', opens: '08:00', closes: '12:30' },
        { day: 'friday', opens: '13:30', closes: '16:00' },
      ],
    },
    en: {
      name: 'Altona practice',
      description: 'Step-free, 3 minutes from Altona station.',
      openingHours: [{}, {}, {}, { note: 'Surgery in the afternoon' }, {}, {}],
    },
  },
  {
    de: {
      name: 'Zweigpraxis Ottensen',
      slug: 'zweigpraxis-ottensen',
      address: { street: 'Bahrenfelder Straße 80', postalCode: '22765', city: 'Hamburg', country: 'DE' },
      contact: { phone: '+49 40 1234570' },
      openingHours: weekdays(['tuesday', 'thursday'], '09:00', '17:00'),
    },
    en: { name: 'Ottensen branch' },
  },
]

export const events = ({ img, locations }: { img: IdOf; locations: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Tag der offenen Praxis',
      slug: 'tag-der-offenen-praxis',
      _status: 'published',
      startDate: inDays(30, 10),
      endDate: inDays(30, 15),
      excerpt: 'Praxisführung, Kinderprogramm und kostenlose Mundhygiene-Checks.',
      image: img('praxis'),
      place: { location: locations('praxis-altona') },
      registration: {
        enabled: true,
        capacity: 40,
        registered: 12,
        deadline: inDays(28),
        email: 'events@alpha-zahnklinik.example',
      },
    },
    en: { title: 'Open practice day', excerpt: 'Tours, a kids’ programme and free oral-hygiene checks.' },
  },
  {
    de: {
      title: 'Vortrag: Gesunde Zähne im Alter',
      slug: 'vortrag-gesunde-zaehne-im-alter',
      _status: 'published',
      startDate: inDays(45, 17),
      place: { venue: 'Stadtteilzentrum Altona', address: 'Max-Brauer-Allee 24, 22765 Hamburg' },
      registration: { enabled: true, capacity: 25, registered: 25 },
    },
    en: { title: 'Talk: healthy teeth in later life', place: { venue: 'Altona community centre' } },
  },
]

export const jobs = (locations: IdOf): SeedEntry[] => [
  {
    de: {
      title: 'Zahnmedizinische Fachangestellte (m/w/d)',
      slug: 'zfa-vollzeit',
      _status: 'published',
      employmentType: 'full_time',
      location: locations('praxis-altona'),
      department: 'Assistenz',
      applicationDeadline: inDays(60),
      startDate: 'ab sofort',
      summary: 'Verstärkung für unser Assistenzteam in Altona.',
      requirements: [{ text: 'Abgeschlossene Ausbildung als ZFA' }, { text: 'Freude am Umgang mit Menschen' }],
      benefits: [{ text: '30 Urlaubstage' }, { text: 'HVV-Profiticket' }],
      application: { email: 'jobs@alpha-zahnklinik.example', contactPerson: 'Dr. Julia Hartmann' },
    },
    en: {
      title: 'Dental assistant (f/m/d)',
      startDate: 'immediately',
      summary: 'Join our assistant team in Altona.',
      requirements: [{ text: 'Completed dental assistant training' }, { text: 'You enjoy working with people' }],
      benefits: [{ text: '30 days of holiday' }, { text: 'Public transport ticket' }],
    },
  },
  {
    de: {
      title: 'Ausbildung zur ZFA 2027',
      slug: 'ausbildung-zfa-2027',
      _status: 'published',
      employmentType: 'apprenticeship',
      location: locations('praxis-altona'),
      summary: 'Ausbildungsstart 1. August 2027.',
    },
    en: { title: 'Dental assistant apprenticeship 2027', summary: 'Starts on 1 August 2027.' },
  },
  // Shows the deadline rule: visitors no longer see this one.
  {
    de: {
      title: 'Prophylaxe-Assistenz (Elternzeitvertretung)',
      slug: 'prophylaxe-vertretung',
      _status: 'published',
      employmentType: 'part_time',
      applicationDeadline: inDays(-10),
    },
    en: { title: 'Prevention assistant (parental-leave cover)' },
  },
]
