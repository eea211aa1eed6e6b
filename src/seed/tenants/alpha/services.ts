import { richText } from '@/lib/richText/buildRichText'
import type { IdOf, SeedEntry } from '../../localizedUpsert'

export const serviceCategories: SeedEntry[] = [
  {
    de: { name: 'Prophylaxe', slug: 'prophylaxe', order: 1, icon: { kind: 'text', name: 'sparkles' } },
    en: { name: 'Prevention' },
  },
  {
    de: { name: 'Zahnersatz', slug: 'zahnersatz', order: 2, icon: { kind: 'text', name: 'tooth' } },
    en: { name: 'Dentures & implants' },
  },
]

/** FAQs are keyed by their question; the services below link two of them. */
const question = {
  pzr: 'Übernimmt die Krankenkasse die professionelle Zahnreinigung?',
  implantat: 'Wie lange hält ein Implantat?',
}

export const faqs: SeedEntry[] = [
  {
    de: {
      question: question.pzr,
      answer: richText(
        'Viele gesetzliche Kassen bezuschussen die PZR mit 40–80 € pro Jahr. Fragen Sie uns nach einer Bescheinigung.',
      ),
      categories: ['Kosten'],
      order: 1,
    },
    en: {
      question: 'Does health insurance cover professional cleaning?',
      answer: richText('Many statutory insurers contribute €40–80 per year. Ask us for a receipt.'),
      categories: ['Costs'],
    },
  },
  {
    de: {
      question: question.implantat,
      answer: richText('Bei guter Pflege und regelmäßiger Kontrolle oft ein Leben lang.'),
      categories: ['Implantate'],
      order: 2,
    },
    en: {
      question: 'How long does an implant last?',
      answer: richText('With good care and regular check-ups often for a lifetime.'),
      categories: ['Implants'],
    },
  },
  {
    de: {
      question: 'Ich habe Angst vor dem Zahnarzt – was tun?',
      answer: richText('Sprechen Sie uns an: Wir nehmen uns Zeit, erklären jeden Schritt und bieten Sedierung an.'),
      categories: ['Behandlung'],
      order: 3,
    },
    en: {
      question: 'I am afraid of the dentist – what can I do?',
      answer: richText('Talk to us: we take our time, explain every step and offer sedation.'),
      categories: ['Treatment'],
    },
  },
]

export const services = ({ img, categories, faqs }: { img: IdOf; categories: IdOf; faqs: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Professionelle Zahnreinigung',
      slug: 'professionelle-zahnreinigung',
      _status: 'published',
      category: categories('prophylaxe'),
      icon: { kind: 'text', name: 'sparkles' },
      image: img('prophylaxe'),
      shortDescription: 'Gründliche Reinigung, Politur und Fluoridierung – etwa 60 Minuten.',
      description: richText('Unsere Prophylaxe-Fachkräfte entfernen Beläge und Verfärbungen schonend und gründlich.'),
      features: [
        { title: 'Schonend', description: 'Pulverstrahl und Handinstrumente statt nur Ultraschall.', kind: 'feature' },
        { title: 'Gesundes Zahnfleisch', description: 'Beugt Parodontitis und Karies vor.', kind: 'benefit' },
      ],
      pricing: { kind: 'fixed', amount: 95, currency: 'EUR', note: 'pro Sitzung' },
      primaryCta: { label: 'Termin buchen', type: 'external', url: 'https://alpha.localhost/termin' },
      relatedFaqs: [faqs(question.pzr)],
      featured: true,
      sections: [
        {
          heading: 'So läuft die Reinigung ab',
          body: richText('Befund, Reinigung, Politur, Fluorid – und zum Schluss Ihre persönlichen Pflegetipps.'),
          testimonials: [
            {
              quote: 'Noch nie war eine Zahnreinigung so angenehm.',
              author: 'Petra K.',
              role: 'Patientin seit 2019',
              rating: 5,
            },
          ],
        },
      ],
      meta: {
        title: 'Professionelle Zahnreinigung in Hamburg-Altona',
        description: 'PZR für 95 € pro Sitzung in der Alpha Zahnklinik.',
      },
    },
    en: {
      title: 'Professional teeth cleaning',
      shortDescription: 'Thorough cleaning, polishing and fluoride – about 60 minutes.',
      description: richText('Our prevention specialists remove plaque and stains gently and thoroughly.'),
      features: [
        { title: 'Gentle', description: 'Air polishing and hand instruments, not just ultrasound.' },
        { title: 'Healthy gums', description: 'Prevents periodontitis and decay.' },
      ],
      pricing: { note: 'per session' },
      primaryCta: { label: 'Book an appointment' },
      sections: [
        {
          heading: 'How the cleaning works',
          testimonials: [{ quote: 'Never has a cleaning been so pleasant.', role: 'Patient since 2019' }],
        },
      ],
      meta: {
        title: 'Professional teeth cleaning in Hamburg-Altona',
        description: 'Professional cleaning for €95 per session at Alpha Zahnklinik.',
      },
    },
  },
  (earlier) => ({
    de: {
      title: 'Zahnimplantate',
      slug: 'zahnimplantate',
      _status: 'published',
      category: categories('zahnersatz'),
      icon: { kind: 'image', image: img('implantat') },
      shortDescription: 'Fester Zahnersatz auf Titan- oder Keramikimplantaten.',
      pricing: { kind: 'range', min: 1800, max: 3500, currency: 'EUR', note: 'je Implantat inkl. Krone' },
      primaryCta: { label: 'Beratung vereinbaren', type: 'external', url: 'https://alpha.localhost/termin' },
      secondaryCta: { label: 'Implantat oder Brücke?', type: 'external', url: '/posts/implantat-oder-bruecke' },
      relatedServices: [earlier('professionelle-zahnreinigung')],
      relatedFaqs: [faqs(question.implantat)],
      isNew: true,
    },
    en: {
      title: 'Dental implants',
      shortDescription: 'Fixed dentures on titanium or ceramic implants.',
      pricing: { note: 'per implant incl. crown' },
      primaryCta: { label: 'Arrange a consultation' },
      secondaryCta: { label: 'Implant or bridge?' },
    },
  }),
  {
    de: {
      title: 'Sprechstunde für Angstpatient:innen',
      slug: 'angstpatienten',
      _status: 'published',
      category: categories('prophylaxe'),
      icon: { kind: 'text', name: 'heart-handshake' },
      shortDescription: 'Ein ruhiger Termin ohne Behandlung, nur zum Kennenlernen.',
      pricing: { kind: 'on_request' },
    },
    en: {
      title: 'Consultation for anxious patients',
      shortDescription: 'A calm appointment without treatment, just to get to know us.',
    },
  },
]
