import { richText } from '@/lib/richText/buildRichText'
import type { SeedDoc } from '../../localizedUpsert'

export const home: SeedDoc = {
  de: {
    title: 'Willkommen im Beta Fotostudio',
    slug: 'home',
    _status: 'published',
    layout: [{ blockType: 'content', heading: 'Willkommen im Beta Fotostudio', body: richText('Porträts, Hochzeiten und Business-Fotografie.') }],
  },
}
