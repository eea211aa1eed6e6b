// Lexical values built in code: the demo seed's texts and the integration tests' documents.

type RichTextBlock = string | { h2: string } | { list: (string | { text: string; url: string })[] }
type LexicalNode = { [key: string]: unknown; type: string; version: number }
type ElementNode = LexicalNode & { children: LexicalNode[]; direction: 'ltr'; format: ''; indent: number }
export type RichTextValue = { [key: string]: unknown; root: ElementNode & { children: ElementNode[] } }

const textNode = (text: string): LexicalNode => ({
  type: 'text',
  text,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): ElementNode => ({
  ...extra,
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})

const linkNode = ({ text, url }: { text: string; url: string }): ElementNode => ({
  ...element('link', [textNode(text)]),
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
})

/** A Lexical rich-text value: strings become paragraphs, `{ h2 }` headings, `{ list }` bullet lists (items plain or links). */
export function richText(...blocks: RichTextBlock[]): RichTextValue {
  const children = blocks.map((block) => {
    if (typeof block === 'string') return element('paragraph', [textNode(block)], { textFormat: 0 })
    if ('h2' in block) return element('heading', [textNode(block.h2)], { tag: 'h2' })
    return element(
      'list',
      block.list.map((item, index) =>
        element('listitem', [typeof item === 'string' ? textNode(item) : linkNode(item)], { value: index + 1 }),
      ),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  })
  return { root: { ...element('root', []), children } }
}
