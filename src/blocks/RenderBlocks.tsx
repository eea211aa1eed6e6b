import type { Page } from '@/payload-types'
import { ContentBlock } from './Content/Component'

type LayoutBlock = NonNullable<Page['layout']>[number]

// One entry per block slug; later blocks register here.
const components: { [K in LayoutBlock['blockType']]: React.ComponentType<Extract<LayoutBlock, { blockType: K }>> } = {
  content: ContentBlock,
}

export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = components[block.blockType] as React.ComponentType<LayoutBlock>
        return <Component key={block.id ?? index} {...block} />
      })}
    </>
  )
}
