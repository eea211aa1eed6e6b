import { richText } from '@/lib/richText/buildRichText'
import type { IdOf, SeedEntry } from '../../localizedUpsert'

export const serviceCategories: SeedEntry[] = [
  {
    de: { name: 'Shootings', slug: 'shootings', order: 1, icon: { kind: 'text', name: 'camera' } },
    en: { name: 'Photo shoots' },
  },
  {
    de: { name: 'Für Unternehmen', slug: 'unternehmen', order: 2, icon: { kind: 'text', name: 'building' } },
    en: { name: 'For companies' },
  },
]

/** FAQs are keyed by their question; the portrait shoot links this one. */
const deliveryQuestion = 'Wann bekomme ich meine Bilder?'

export const faqs: SeedEntry[] = [
  {
    de: {
      question: deliveryQuestion,
      answer: richText('Die Vorauswahl nach 3 Werktagen, die fertigen Bilder nach spätestens 2 Wochen.'),
      categories: ['Ablauf'],
      order: 1,
    },
    en: {
      question: 'When will I get my pictures?',
      answer: richText('The preselection after 3 working days, the final pictures within 2 weeks.'),
      categories: ['Process'],
    },
  },
  {
    de: {
      question: 'Darf ich eine Begleitperson mitbringen?',
      answer: richText('Sehr gern – viele fühlen sich mit vertrauter Begleitung wohler.'),
      categories: ['Ablauf'],
      order: 2,
    },
    en: {
      question: 'May I bring someone along?',
      answer: richText('Of course – many people feel more comfortable with someone they know.'),
      categories: ['Process'],
    },
  },
  {
    de: {
      question: 'Was kostet eine Hochzeitsreportage?',
      answer: richText(
        'Je nach Dauer zwischen 1.200 € und 2.800 €; ein individuelles Angebot gibt es nach dem Vorgespräch.',
      ),
      categories: ['Kosten'],
      order: 3,
    },
    en: {
      question: 'How much is a wedding reportage?',
      answer: richText(
        'Between €1,200 and €2,800 depending on duration; you get an individual offer after our first talk.',
      ),
      categories: ['Costs'],
    },
  },
]

export const services = ({ img, categories, faqs }: { img: IdOf; categories: IdOf; faqs: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Porträt-Shooting',
      slug: 'portraet-shooting',
      _status: 'published',
      category: categories('shootings'),
      icon: { kind: 'text', name: 'user-round' },
      image: img('portrait'),
      gallery: [img('portrait'), img('studio')],
      shortDescription: 'Entspanntes Shooting im Studio oder draußen.',
      pricing: { kind: 'hourly', amount: 120, currency: 'EUR', note: 'inkl. 5 bearbeiteter Bilder' },
      primaryCta: { label: 'Termin anfragen', type: 'external', url: 'mailto:hallo@beta-fotostudio.example' },
      relatedFaqs: [faqs(deliveryQuestion)],
      featured: true,
      sections: [
        {
          heading: 'Stimmen',
          testimonials: [{ quote: 'Ich mag mich auf Fotos sonst nie – hier schon.', author: 'Miriam S.', rating: 5 }],
        },
      ],
    },
    en: {
      title: 'Portrait shoot',
      shortDescription: 'A relaxed shoot in the studio or outdoors.',
      pricing: { note: 'incl. 5 edited pictures' },
      primaryCta: { label: 'Request a date' },
      sections: [{ heading: 'Voices', testimonials: [{ quote: 'I never like myself in photos – here I do.' }] }],
    },
  },
  (earlier) => ({
    de: {
      title: 'Hochzeitsreportage',
      slug: 'hochzeitsreportage',
      _status: 'published',
      category: categories('shootings'),
      icon: { kind: 'text', name: 'heart' },
      image: img('hochzeit'),
      pricing: { kind: 'range', min: 1200, max: 2800, currency: 'EUR' },
      primaryCta: { label: 'Verfügbarkeit prüfen', type: 'external', url: 'mailto:hallo@beta-fotostudio.example' },
      secondaryCta: { label: 'Ablauf lesen', type: 'external', url: '/posts/hochzeitsreportage-ablauf' },
      relatedServices: [earlier('portraet-shooting')],
    },
    en: {
      title: 'Wedding reportage',
      primaryCta: { label: 'Check availability' },
      secondaryCta: { label: 'Read how it works' },
    },
  }),
  {
    de: {
      title: 'Bewerbungsfotos',
      slug: 'bewerbungsfotos',
      _status: 'published',
      category: categories('shootings'),
      pricing: { kind: 'fixed', amount: 149, currency: 'EUR' },
      isNew: true,
    },
    en: { title: 'Application photos' },
  },
  {
    de: {
      title: 'Business- und Teamfotos',
      slug: 'business-teamfotos',
      _status: 'published',
      category: categories('unternehmen'),
      image: img('business'),
      pricing: { kind: 'on_request' },
    },
    en: { title: 'Business and team photos' },
  },
]
