import { richText } from '@/lib/richText/buildRichText'
import type { IdOf, SeedEntry } from '../../localizedUpsert'
import { inDays } from '../../values'

export const tags: SeedEntry[] = [
  {
    de: { name: 'Prophylaxe', slug: 'prophylaxe', color: '#2e7d32', description: 'Vorsorge und Zahnreinigung' },
    en: { name: 'Prevention', description: 'Check-ups and cleaning' },
  },
  { de: { name: 'Implantologie', slug: 'implantologie', color: '#1565c0' }, en: { name: 'Implantology' } },
  {
    de: { name: 'Kinderzahnheilkunde', slug: 'kinderzahnheilkunde', color: '#f9a825' },
    en: { name: 'Pediatric dentistry' },
  },
]

export const authors = (img: IdOf): SeedEntry[] => [
  {
    de: {
      name: 'Dr. Julia Hartmann',
      slug: 'dr-julia-hartmann',
      role: 'Zahnärztin, Praxisinhaberin',
      avatar: img('autorin'),
      bio: 'Seit 2012 in Altona, Schwerpunkte Implantologie und Angstpatienten.',
      socialLinks: [{ platform: 'linkedin', url: 'https://www.linkedin.com/in/julia-hartmann-demo' }],
    },
    en: {
      role: 'Dentist, practice owner',
      bio: 'In Altona since 2012, focusing on implantology and anxious patients.',
    },
  },
  { de: { name: 'Praxisteam Alpha', slug: 'praxisteam', role: 'Redaktion' }, en: { role: 'Editorial team' } },
]

export const posts = ({ img, tags, authors }: { img: IdOf; tags: IdOf; authors: IdOf }): SeedEntry[] => [
  {
    de: {
      title: 'Professionelle Zahnreinigung: Wie oft ist sinnvoll?',
      slug: 'professionelle-zahnreinigung-wie-oft',
      _status: 'published',
      publishedAt: inDays(-20),
      excerpt: 'Warum zweimal im Jahr für die meisten Patient:innen richtig ist – und wann häufiger.',
      heroImage: img('prophylaxe'),
      author: authors('dr-julia-hartmann'),
      coAuthors: [authors('praxisteam')],
      tags: [tags('prophylaxe')],
      featured: true,
      featuredVideo: {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        privacyMode: true,
        caption: 'Ablauf einer PZR in 3 Minuten',
      },
      content: richText(
        'Bei der professionellen Zahnreinigung (PZR) entfernen wir Beläge, die die Zahnbürste nicht erreicht.',
        { h2: 'Wie oft?' },
        'Für die meisten Erwachsenen empfehlen wir zwei Termine pro Jahr. Bei Parodontitis oder Implantaten sind drei bis vier sinnvoll.',
        { list: ['Entfernung harter und weicher Beläge', 'Politur und Fluoridierung', 'Individuelle Putztipps'] },
      ),
      meta: {
        title: 'Professionelle Zahnreinigung – wie oft? | Alpha Zahnklinik',
        description: 'Wie oft eine PZR sinnvoll ist und was sie kostet.',
      },
    },
    en: {
      title: 'Professional teeth cleaning: how often makes sense?',
      excerpt: 'Why twice a year is right for most patients – and when more often.',
      featuredVideo: { caption: 'A professional cleaning in 3 minutes' },
      content: richText(
        'During a professional cleaning we remove deposits your toothbrush cannot reach.',
        { h2: 'How often?' },
        'For most adults we recommend two appointments per year. With periodontitis or implants three to four make sense.',
      ),
      meta: {
        title: 'Professional teeth cleaning – how often? | Alpha Zahnklinik',
        description: 'How often a cleaning makes sense and what it costs.',
      },
    },
  },
  {
    de: {
      title: 'Implantat oder Brücke? Eine Entscheidungshilfe',
      slug: 'implantat-oder-bruecke',
      _status: 'published',
      publishedAt: inDays(-8),
      excerpt: 'Vor- und Nachteile beider Lösungen im Überblick.',
      heroImage: img('implantat'),
      author: authors('dr-julia-hartmann'),
      tags: [tags('implantologie')],
      content: richText(
        'Fehlt ein Zahn, gibt es zwei bewährte Wege: das Implantat und die Brücke.',
        { h2: 'Das Implantat' },
        'Ein Implantat ersetzt die Zahnwurzel und schont die Nachbarzähne.',
        { h2: 'Die Brücke' },
        'Eine Brücke ist schneller fertig, die Nachbarzähne werden dafür beschliffen.',
      ),
    },
    en: {
      title: 'Implant or bridge? A decision guide',
      excerpt: 'Pros and cons of both solutions at a glance.',
      content: richText('If a tooth is missing there are two proven options: an implant or a bridge.'),
    },
  },
  {
    de: {
      title: 'Milchzähne richtig pflegen',
      slug: 'milchzaehne-richtig-pflegen',
      _status: 'published',
      publishedAt: inDays(-400),
      legacyAuthor: 'Praxis Dr. Weber (Archiv)',
      tags: [tags('kinderzahnheilkunde'), tags('prophylaxe')],
      content: richText('Auch Milchzähne brauchen Pflege: ab dem ersten Zahn zweimal täglich putzen.'),
    },
    en: {
      title: 'Caring for baby teeth',
      content: richText('Baby teeth need care too: brush twice a day from the first tooth.'),
    },
  },
]
