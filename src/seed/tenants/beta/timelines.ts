import type { SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const timelines = (studioImage: number | null): SeedEntry[] => [
  {
    de: {
      title: 'Studiogeschichte',
      slug: 'studiogeschichte',
      type: 'history',
      layout: 'vertical',
      sortOrder: 'desc',
      groupByYear: true,
      _status: 'published',
      events: [
        {
          title: 'Erstes Atelier in der Karl-Heine-Straße',
          dateType: 'year',
          date: noon('2011-01-01'),
          category: 'founding',
          importance: 'highlight',
        },
        {
          title: 'Umzug in die Plagwitzer Fabriketage',
          dateType: 'monthYear',
          date: noon('2017-05-01'),
          category: 'expansion',
          importance: 'highlight',
          image: studioImage,
        },
        {
          title: 'Sächsischer Fotopreis',
          dateType: 'fullDate',
          date: noon('2021-10-08'),
          category: 'award',
          importance: 'normal',
        },
        {
          title: 'Partnerschaft mit Gut Kleeberg',
          dateType: 'year',
          date: noon('2023-01-01'),
          category: 'partnership',
          importance: 'minor',
        },
      ],
    },
    en: {
      title: 'Studio history',
      events: [
        { title: 'First studio on Karl-Heine-Strasse' },
        { title: 'Move to the Plagwitz factory loft' },
        { title: 'Saxon Photography Award' },
        { title: 'Partnership with Gut Kleeberg' },
      ],
    },
  },
  {
    de: {
      title: 'So läuft Ihr Shooting',
      slug: 'ablauf-shooting',
      type: 'process',
      layout: 'horizontal',
      _status: 'published',
      events: [
        {
          title: 'Vorgespräch',
          dateType: 'custom',
          customText: 'Schritt 1',
          importance: 'normal',
          process: { stepNumber: 1, duration: '30 Minuten', responsible: 'Jonas Becker', actionRequired: 'both' },
        },
        {
          title: 'Shooting im Studio',
          dateType: 'custom',
          customText: 'Schritt 2',
          importance: 'highlight',
          process: { stepNumber: 2, duration: '1–2 Stunden', actionRequired: 'customer' },
        },
        {
          title: 'Bildauswahl und Retusche',
          dateType: 'custom',
          customText: 'Schritt 3',
          importance: 'normal',
          process: {
            stepNumber: 3,
            duration: '7 Tage',
            responsible: 'Paul Wendt',
            actionRequired: 'internal',
            deliverables: [{ name: 'Online-Galerie' }],
          },
        },
      ],
    },
    en: {
      title: 'How your shoot works',
      events: [
        {
          title: 'Initial consultation',
          customText: 'Step 1',
          process: { duration: '30 minutes', responsible: 'Jonas Becker' },
        },
        { title: 'Studio shoot', customText: 'Step 2', process: { duration: '1–2 hours' } },
        {
          title: 'Selection and retouching',
          customText: 'Step 3',
          process: { duration: '7 days', responsible: 'Paul Wendt', deliverables: [{ name: 'Online gallery' }] },
        },
      ],
    },
  },
]
