import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { lexicalHeadings } from './headings'

/** Rich text whose h2–h4 headings carry the anchors the table of contents links to (same extraction, same ids). */
export function AnchoredRichText({ data }: { data: SerializedEditorState }) {
  const ids = new WeakMap(lexicalHeadings(data.root).map((heading) => [heading.node, heading.id]))
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const Tag = (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(node.tag) ? node.tag : 'h2') as 'h2'
      return <Tag id={ids.get(node)}>{nodesToJSX({ nodes: node.children })}</Tag>
    },
  })
  return <RichText data={data} converters={converters} />
}
