import type { Block } from 'payload'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { BLOCK_GROUPS, type BlockGroup } from './blockGroups'
import { blockThumbnailUrl } from './blockThumbnail'

type BlockBase<Slug extends string> = Block &
  Required<Pick<Block, 'interfaceName'>> & { slug: Slug; labels: { singular: Bilingual; plural: Bilingual } }

/**
 * A page block: a Payload block that names its generated interface and its German and English admin labels,
 * and keeps its slug as a literal type (the registry in ../index.ts and RenderBlocks' component map key on it).
 * `custom.description` is its one-line description for the block picker (drawn into its thumbnail).
 */
export type PageBlock<Slug extends string = string> = BlockBase<Slug> & { custom: { description: Bilingual } }

/** What a block's config.ts states: the block, its picker group and its one-line description. */
type PageBlockSpec<Slug extends string> = BlockBase<Slug> & { group: BlockGroup; description: Bilingual }

/**
 * The block with its picker group and its thumbnail (GET /api/block-thumbnails/:slug) set; each of its rows in the
 * editor shows the block's kind and headline (src/admin/blocks/BlockRowLabel.tsx).
 */
export const pageBlock = <Slug extends string>({
  group,
  description,
  ...block
}: PageBlockSpec<Slug>): PageBlock<Slug> => ({
  ...block,
  custom: { ...block.custom, description },
  admin: {
    ...block.admin,
    group: BLOCK_GROUPS[group],
    // No alt text: Payload shows `alt` untranslated, the card's label below names the block and the
    // description is drawn in the image in the admin's language.
    images: { thumbnail: { url: blockThumbnailUrl(block.slug), alt: '' } },
    components: {
      Label: { path: '@/admin/blocks/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: block.labels.singular } },
      ...block.admin?.components,
    },
  },
})
