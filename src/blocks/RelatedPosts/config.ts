import { row } from '@/fields/layout'
import { pageBlock } from '../shared/pageBlock'
import { layoutField, limitField, pickedDocuments, sourceField } from '../shared/blockFields'
import { headingField, siblingIs } from '../shared/fieldPresets'
import { tenantRelation } from '../shared/sameTenant'
import { RELATED_POST_MODES } from './selectRelated'

export { RELATED_POST_MODES }
export const RELATED_POST_LAYOUTS = ['grid', 'list'] as const
export const RELATED_POSTS_MAX = 12
/** How many of the tenant's newest posts the automatic modes choose from. */
export const RELATED_POST_CANDIDATES = 100

export const RelatedPostsBlock = pageBlock({
  slug: 'relatedPosts',
  interfaceName: 'RelatedPostsBlock',
  group: 'blog',
  description: {
    de: 'Passende Beiträge, nach gemeinsamen Tags ausgewählt',
    en: 'Matching posts, chosen by shared tags',
  },
  labels: {
    singular: { de: 'Ähnliche Beiträge', en: 'Related posts' },
    plural: { de: 'Ähnliche Beiträge', en: 'Related posts' },
  },
  fields: [
    headingField(),
    sourceField(
      RELATED_POST_MODES,
      {
        auto: { de: 'Automatisch (gemeinsame Tags, sonst neueste)', en: 'Automatic (shared tags, else newest)' },
        category: { de: 'Gleiche Kategorie (erster Tag)', en: 'Same category (first tag)' },
        tag: { de: 'Gemeinsame Tags', en: 'Shared tags' },
      },
      { name: 'mode' },
    ),
    pickedDocuments({
      name: 'posts',
      relationTo: 'posts',
      maxRows: RELATED_POSTS_MAX,
      label: { de: 'Beiträge', en: 'Posts' },
      shownWhen: siblingIs('mode', 'manual'),
    }),
    tenantRelation({
      name: 'tag',
      relationTo: 'tags',
      label: { de: 'Tag bzw. Kategorie (auf Seiten)', en: 'Tag or category (on pages)' },
      admin: {
        condition: (_data, sibling) => sibling?.mode === 'category' || sibling?.mode === 'tag',
        description: { de: 'Unter einem Beitrag gelten dessen Tags.', en: 'Below a post, the post’s tags apply.' },
      },
    }),
    row([
      layoutField(RELATED_POST_LAYOUTS, { grid: { de: 'Karten', en: 'Cards' } }),
      limitField({ max: RELATED_POSTS_MAX, defaultValue: 3 }),
    ]),
  ],
})
