import type { Block } from 'payload'
import { selectOptions } from '@/fields/selectOptions'
import { headingField, limitField } from '../shared/blockFields'
import { tenantRelation } from '../shared/sameTenant'
import { RELATED_POST_MODES } from './selectRelated'

export { RELATED_POST_MODES }
export const RELATED_POST_LAYOUTS = ['grid', 'list'] as const
export const RELATED_POSTS_MAX = 12
/** How many of the tenant's newest posts the automatic modes choose from. */
export const RELATED_POST_CANDIDATES = 100

export const RelatedPostsBlock: Block = {
  slug: 'relatedPosts',
  interfaceName: 'RelatedPostsBlock',
  labels: { singular: { de: 'Ähnliche Beiträge', en: 'Related posts' }, plural: { de: 'Ähnliche Beiträge', en: 'Related posts' } },
  fields: [
    headingField(),
    {
      name: 'mode',
      type: 'select',
      defaultValue: 'auto',
      options: selectOptions(RELATED_POST_MODES, {
        auto: { de: 'Automatisch (gemeinsame Tags, sonst neueste)', en: 'Automatic (shared tags, else newest)' },
        manual: { de: 'Auswahl', en: 'Manual selection' },
        category: { de: 'Gleiche Kategorie (erster Tag)', en: 'Same category (first tag)' },
        tag: { de: 'Gemeinsame Tags', en: 'Shared tags' },
      }),
      label: { de: 'Auswahl', en: 'Selection' },
    },
    tenantRelation({
      name: 'posts',
      relationTo: 'posts',
      hasMany: true,
      maxRows: RELATED_POSTS_MAX,
      label: { de: 'Beiträge', en: 'Posts' },
      admin: { condition: (_data, sibling) => sibling?.mode === 'manual' },
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
    {
      type: 'row',
      fields: [
        { name: 'layout', type: 'select', defaultValue: 'grid', options: selectOptions(RELATED_POST_LAYOUTS, { grid: { de: 'Karten', en: 'Cards' }, list: { de: 'Liste', en: 'List' } }), label: 'Layout' },
        limitField({ max: RELATED_POSTS_MAX, defaultValue: 3 }),
      ],
    },
  ],
}
