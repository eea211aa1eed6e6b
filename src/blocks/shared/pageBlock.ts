import type { Block } from 'payload'

/**
 * A page block: a Payload block that names its generated interface and its German and English admin labels,
 * and keeps its slug as a literal type (the registry in ../index.ts and RenderBlocks' component map key on it).
 */
export type PageBlock<Slug extends string = string> = Block &
  Required<Pick<Block, 'interfaceName' | 'labels'>> & { slug: Slug }

/** Each row in the editor's block list shows the block's kind and headline (src/admin/blocks/BlockRowLabel.tsx). */
export const pageBlock = <Slug extends string>(block: PageBlock<Slug>): PageBlock<Slug> => ({
  ...block,
  admin: {
    ...block.admin,
    components: {
      Label: { path: '@/admin/blocks/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: block.labels.singular } },
      ...block.admin?.components,
    },
  },
})
