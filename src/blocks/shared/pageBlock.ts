import type { Block } from 'payload'

/**
 * A page block: a Payload block that names its generated interface and its German and English admin labels,
 * and keeps its slug as a literal type (the registry in ../index.ts and RenderBlocks' component map key on it).
 */
export type PageBlock<Slug extends string = string> = Block &
  Required<Pick<Block, 'interfaceName' | 'labels'>> & { slug: Slug }

export const pageBlock = <Slug extends string>(block: PageBlock<Slug>): PageBlock<Slug> => block
