import { richText } from '@/lib/richText/buildRichText'
import type { SeedEntry } from '../../localizedUpsert'

export const team = (photo: number | null): SeedEntry[] => [
  {
    de: {
      name: 'Jonas Becker',
      slug: 'jonas-becker',
      role: 'Fotograf, Inhaber',
      department: 'Studioleitung',
      photo,
      bio: richText('Fotografiert seit 15 Jahren Menschen – am liebsten mit natürlichem Licht.'),
      contact: { email: 'jonas@beta-fotostudio.example', mobile: '+49 170 5550123' },
      socialLinks: [{ platform: 'instagram', url: 'https://www.instagram.com/beta.fotostudio.demo' }],
      qualifications: [{ title: 'Fotografenmeister', institution: 'Handwerkskammer zu Leipzig', year: 2013 }],
      specializations: [{ name: 'Porträt' }, { name: 'Business' }],
      languages: [
        { language: 'Deutsch', level: 'native' },
        { language: 'Englisch', level: 'fluent' },
      ],
      vcardEnabled: true,
      featured: true,
      order: 1,
    },
    en: {
      role: 'Photographer, owner',
      department: 'Studio management',
      bio: richText('Has been photographing people for 15 years – preferably in natural light.'),
      qualifications: [{ title: 'Master photographer' }],
      specializations: [{ name: 'Portrait' }, { name: 'Business' }],
      languages: [{ language: 'German' }, { language: 'English' }],
    },
  },
  (earlier) => ({
    de: {
      name: 'Marie Kaiser',
      slug: 'marie-kaiser',
      role: 'Hochzeitsfotografin',
      department: 'Reportage',
      reportsTo: earlier('jonas-becker'),
      vcardEnabled: true,
      featured: true,
      order: 2,
      contact: { email: 'marie@beta-fotostudio.example' },
    },
    en: { role: 'Wedding photographer', department: 'Reportage' },
  }),
  (earlier) => ({
    de: {
      name: 'Paul Wendt',
      slug: 'paul-wendt',
      role: 'Bildbearbeitung',
      department: 'Postproduktion',
      reportsTo: earlier('jonas-becker'),
      order: 3,
    },
    en: { role: 'Retoucher', department: 'Post-production' },
  }),
]
