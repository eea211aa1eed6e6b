import { richText } from '@/lib/richText/buildRichText'
import type { IdOf, SeedEntry } from '../../localizedUpsert'
import { inDays } from '../../values'

export const tags: SeedEntry[] = [
  { de: { name: 'Porträt', slug: 'portraet', color: '#6a1b9a' }, en: { name: 'Portrait' } },
  { de: { name: 'Hochzeit', slug: 'hochzeit', color: '#c2185b' }, en: { name: 'Wedding' } },
  { de: { name: 'Licht & Technik', slug: 'licht-technik', color: '#455a64' }, en: { name: 'Lighting & gear' } },
]

export const authors = (img: IdOf): SeedEntry[] => [
  {
    de: {
      name: 'Jonas Becker',
      slug: 'jonas-becker',
      role: 'Fotograf, Inhaber',
      avatar: img('fotograf'),
      bio: 'Fotografiert seit 15 Jahren Menschen – am liebsten mit natürlichem Licht.',
      socialLinks: [
        { platform: 'instagram', url: 'https://www.instagram.com/beta.fotostudio.demo' },
        { platform: 'website', url: 'https://beta.localhost' },
      ],
    },
    en: {
      role: 'Photographer, owner',
      bio: 'Has been photographing people for 15 years – preferably in natural light.',
    },
  },
]

export const posts = ({ img, tags, authors }: { img: IdOf; tags: IdOf; authors: IdOf }): SeedEntry[] => [
  {
    de: {
      title: '5 Tipps für das perfekte Bewerbungsfoto',
      slug: 'tipps-bewerbungsfoto',
      _status: 'published',
      publishedAt: inDays(-14),
      excerpt: 'Kleidung, Haltung, Licht: So gelingt das Foto für den Lebenslauf.',
      heroImage: img('portrait'),
      author: authors('jonas-becker'),
      tags: [tags('portraet')],
      content: richText('Ein gutes Bewerbungsfoto wirkt natürlich und professionell zugleich.', {
        list: [
          'Schlichte Kleidung ohne Muster',
          'Ausgeschlafen zum Termin',
          'Leicht zur Kamera drehen',
          'Mehrere Varianten ausprobieren',
          'Retusche dezent halten',
        ],
      }),
    },
    en: {
      title: '5 tips for the perfect application photo',
      excerpt: 'Clothes, posture, light: how to get the photo for your CV right.',
      content: richText('A good application photo looks natural and professional at the same time.'),
    },
  },
  {
    de: {
      title: 'Hochzeitsreportage: So läuft ein Shootingtag ab',
      slug: 'hochzeitsreportage-ablauf',
      _status: 'published',
      publishedAt: inDays(-5),
      heroImage: img('hochzeit'),
      author: authors('jonas-becker'),
      tags: [tags('hochzeit'), tags('licht-technik')],
      featuredVideo: {
        url: 'https://vimeo.com/76979871',
        privacyMode: true,
        caption: 'Ein Hochzeitstag im Zeitraffer',
      },
      content: richText(
        { h2: 'Vom Getting Ready bis zum Tanz' },
        'Wir begleiten Sie unauffällig durch den Tag und halten die echten Momente fest.',
      ),
    },
    en: {
      title: 'Wedding reportage: how a shooting day works',
      featuredVideo: { caption: 'A wedding day in time-lapse' },
      content: richText(
        { h2: 'From getting ready to the first dance' },
        'We accompany you unobtrusively and capture the real moments.',
      ),
    },
  },
  {
    de: {
      title: 'Unser neues Studio in Plagwitz',
      slug: 'neues-studio-plagwitz',
      _status: 'published',
      publishedAt: inDays(-600),
      legacyAuthor: 'Studio-Team (Altbestand)',
      heroImage: img('studio'),
      content: richText('120 Quadratmeter, Tageslicht und eine Hohlkehle.'),
    },
    en: { title: 'Our new studio in Plagwitz', content: richText('120 square metres, daylight and an infinity cove.') },
  },
]
