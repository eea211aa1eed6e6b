import { richText } from '@/lib/richText/buildRichText'
import type { SeedDoc } from '../../localizedUpsert'

export const home: SeedDoc = {
  de: {
    title: 'Willkommen bei der Alpha Zahnklinik',
    slug: 'home',
    _status: 'published',
    layout: [{ blockType: 'content', heading: 'Willkommen bei der Alpha Zahnklinik', body: richText('Moderne Zahnmedizin in Hamburg-Altona.') }],
  },
}
