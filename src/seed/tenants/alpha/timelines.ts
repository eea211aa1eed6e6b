import type { SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const timelines = (praxisImage: number | null): SeedEntry[] => [
  {
    de: {
      title: 'Unsere Geschichte',
      slug: 'unsere-geschichte',
      description: 'Von der Einzelpraxis zur Zahnklinik mit zwei Standorten.',
      type: 'history',
      layout: 'alternating',
      _status: 'published',
      events: [
        {
          title: 'Gründung der Praxis',
          dateType: 'year',
          date: noon('2012-01-01'),
          category: 'founding',
          importance: 'highlight',
          image: praxisImage,
        },
        {
          title: 'Erstes 3D-Röntgen (DVT)',
          dateType: 'monthYear',
          date: noon('2016-09-01'),
          category: 'technology',
          importance: 'normal',
        },
        {
          title: 'Zweigpraxis Ottensen',
          dateType: 'fullDate',
          date: noon('2019-04-01'),
          category: 'expansion',
          importance: 'highlight',
        },
        {
          title: 'Ausgezeichnete Ausbildungspraxis',
          dateType: 'year',
          date: noon('2022-01-01'),
          category: 'award',
          importance: 'normal',
        },
        {
          title: 'Umbau des Prophylaxe-Bereichs',
          dateType: 'range',
          date: noon('2024-07-01'),
          endDate: noon('2024-08-15'),
          category: 'expansion',
          importance: 'minor',
        },
        {
          title: 'Kinderzahnarzt-Sprechstunde',
          dateType: 'custom',
          customText: 'Demnächst',
          category: 'milestone',
          importance: 'normal',
        },
      ],
    },
    en: {
      title: 'Our history',
      description: 'From a single practice to a clinic with two locations.',
      events: [
        { title: 'Practice founded' },
        { title: 'First 3D X-ray (CBCT)' },
        { title: 'Ottensen branch opens' },
        { title: 'Award-winning training practice' },
        { title: 'Prevention area rebuilt' },
        { title: 'Paediatric dentistry hours', customText: 'Coming soon' },
      ],
    },
  },
  {
    de: {
      title: 'Ihr Weg zum Implantat',
      slug: 'weg-zum-implantat',
      type: 'process',
      layout: 'vertical',
      _status: 'published',
      events: [
        {
          title: 'Beratung und 3D-Diagnostik',
          dateType: 'custom',
          customText: 'Woche 1',
          importance: 'highlight',
          process: {
            stepNumber: 1,
            duration: '60 Minuten',
            responsible: 'Dr. Julia Hartmann',
            actionRequired: 'customer',
          },
        },
        {
          title: 'Heil- und Kostenplan',
          dateType: 'custom',
          customText: 'Woche 2',
          importance: 'normal',
          process: {
            stepNumber: 2,
            duration: '1–2 Wochen',
            responsible: 'Praxisverwaltung',
            actionRequired: 'both',
            deliverables: [{ name: 'Heil- und Kostenplan' }],
          },
        },
        {
          title: 'Implantation',
          dateType: 'custom',
          customText: 'Woche 4',
          importance: 'highlight',
          process: {
            stepNumber: 3,
            duration: '90 Minuten',
            responsible: 'Dr. Malte Sievers',
            actionRequired: 'internal',
          },
        },
        {
          title: 'Einheilphase und Krone',
          dateType: 'custom',
          customText: 'nach 3 Monaten',
          importance: 'normal',
          process: {
            stepNumber: 4,
            duration: '3 Monate',
            responsible: 'Dentallabor Nord',
            actionRequired: 'automatic',
          },
        },
      ],
    },
    en: {
      title: 'Your path to an implant',
      events: [
        {
          title: 'Consultation and 3D diagnostics',
          customText: 'Week 1',
          process: { duration: '60 minutes', responsible: 'Dr. Julia Hartmann' },
        },
        {
          title: 'Treatment and cost plan',
          customText: 'Week 2',
          process: {
            duration: '1–2 weeks',
            responsible: 'Practice administration',
            deliverables: [{ name: 'Treatment and cost plan' }],
          },
        },
        {
          title: 'Implant surgery',
          customText: 'Week 4',
          process: { duration: '90 minutes', responsible: 'Dr. Malte Sievers' },
        },
        {
          title: 'Healing and crown',
          customText: 'after 3 months',
          process: { duration: '3 months', responsible: 'Dentallabor Nord' },
        },
      ],
    },
  },
]
