import { richText } from '@/lib/richText/buildRichText'
import type { SeedEntry } from '../../localizedUpsert'

export const team = (photo: number | null): SeedEntry[] => [
  {
    de: {
      name: 'Dr. Julia Hartmann',
      slug: 'dr-julia-hartmann',
      role: 'Zahnärztin, Praxisinhaberin',
      department: 'Praxisleitung',
      photo,
      bio: richText('Seit 2012 in Altona. Schwerpunkte: Implantologie und die Behandlung von Angstpatient:innen.'),
      contact: { email: 'j.hartmann@alpha-zahnklinik.example', phone: '+49 40 123456-0' },
      socialLinks: [{ platform: 'linkedin', url: 'https://www.linkedin.com/in/julia-hartmann-demo' }],
      qualifications: [
        { title: 'Approbation als Zahnärztin', institution: 'Universität Hamburg', year: 2008 },
        { title: 'Master of Science Implantologie', institution: 'DGI', year: 2014 },
      ],
      specializations: [{ name: 'Implantologie' }, { name: 'Angstpatienten' }],
      languages: [
        { language: 'Deutsch', level: 'native' },
        { language: 'Englisch', level: 'fluent' },
      ],
      vcardEnabled: true,
      featured: true,
      order: 1,
    },
    en: {
      role: 'Dentist, practice owner',
      department: 'Practice management',
      bio: richText('In Altona since 2012, focusing on implantology and anxious patients.'),
      qualifications: [{ title: 'Licensed dentist' }, { title: 'Master of Science in Implantology' }],
      specializations: [{ name: 'Implantology' }, { name: 'Anxious patients' }],
      languages: [{ language: 'German' }, { language: 'English' }],
    },
  },
  (earlier) => ({
    de: {
      name: 'Dr. Malte Sievers',
      slug: 'dr-malte-sievers',
      role: 'Oralchirurg',
      department: 'Chirurgie',
      bio: richText('Fachzahnarzt für Oralchirurgie, Weisheitszähne und Knochenaufbau.'),
      contact: { email: 'm.sievers@alpha-zahnklinik.example', phone: '+49 40 123456-12' },
      specializations: [{ name: 'Weisheitszähne' }, { name: 'Knochenaufbau' }],
      languages: [
        { language: 'Deutsch', level: 'native' },
        { language: 'Dänisch', level: 'advanced' },
      ],
      reportsTo: earlier('dr-julia-hartmann'),
      vcardEnabled: true,
      order: 2,
    },
    en: {
      role: 'Oral surgeon',
      department: 'Surgery',
      bio: richText('Specialist in oral surgery, wisdom teeth and bone grafting.'),
      specializations: [{ name: 'Wisdom teeth' }, { name: 'Bone grafting' }],
      languages: [{ language: 'German' }, { language: 'Danish' }],
    },
  }),
  (earlier) => ({
    de: {
      name: 'Aylin Demir',
      slug: 'aylin-demir',
      role: 'Dentalhygienikerin',
      department: 'Prophylaxe',
      bio: richText('Leitet unser Prophylaxe-Team und erklärt geduldig jede Interdentalbürste.'),
      specializations: [{ name: 'Professionelle Zahnreinigung' }, { name: 'Parodontitis-Nachsorge' }],
      languages: [
        { language: 'Deutsch', level: 'native' },
        { language: 'Türkisch', level: 'native' },
      ],
      reportsTo: earlier('dr-julia-hartmann'),
      order: 3,
    },
    en: {
      role: 'Dental hygienist',
      department: 'Prevention',
      bio: richText('Leads our prevention team and patiently explains every interdental brush.'),
      specializations: [{ name: 'Professional cleaning' }, { name: 'Periodontal aftercare' }],
      languages: [{ language: 'German' }, { language: 'Turkish' }],
    },
  }),
  (earlier) => ({
    de: {
      name: 'Lea Hoffmann',
      slug: 'lea-hoffmann',
      role: 'Zahnmedizinische Fachangestellte',
      department: 'Empfang',
      reportsTo: earlier('aylin-demir'),
      order: 4,
    },
    en: { role: 'Dental assistant', department: 'Reception' },
  }),
]
