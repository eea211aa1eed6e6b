import type { SeedEntry } from '../../localizedUpsert'
import { noon } from '../../values'

export const certifications: SeedEntry[] = [
  {
    de: {
      title: 'Meisterbrief Fotografenhandwerk',
      slug: 'meisterbrief',
      issuer: 'Handwerkskammer zu Leipzig',
      certificateNumber: 'M-2013-0815',
      validFrom: noon('2013-06-21'),
      order: 1,
    },
    en: { title: 'Master craftsman certificate in photography' },
  },
]
