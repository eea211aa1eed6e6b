export const DEFAULT_WORDS_PER_MINUTE = 200

// Lexical element nodes that flow inside a paragraph; every other element with children is a block.
const INLINE_ELEMENT_TYPES = new Set(['link', 'autolink'])
const BLOCK_END = Symbol('blockEnd')

/**
 * Plain text of a Payload Lexical rich-text value (`{ root: { children } }`).
 * Blocks (paragraphs, headings, list items, …) become lines; non-text nodes
 * such as uploads contribute nothing. Malformed input yields ''.
 */
export function extractPlainText(value: unknown): string {
  if (!isRecord(value) || !isRecord(value.root)) return ''

  const parts: string[] = []
  const visited = new WeakSet<object>()
  // An explicit stack instead of recursion: deeply nested or cyclic input must not crash or hang.
  const stack: unknown[] = [value.root]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === BLOCK_END) {
      parts.push('\n')
      continue
    }
    if (!isRecord(node) || visited.has(node)) continue
    visited.add(node)

    if (node.type === 'text' && typeof node.text === 'string') {
      parts.push(node.text)
    } else if (node.type === 'linebreak' || node.type === 'tab') {
      // Separators, not content, but without them the words on either side would merge.
      parts.push(node.type === 'tab' ? '\t' : '\n')
    } else if (Array.isArray(node.children)) {
      if (!INLINE_ELEMENT_TYPES.has(String(node.type))) stack.push(BLOCK_END)
      for (let index = node.children.length - 1; index >= 0; index--) {
        stack.push(node.children[index])
      }
    }
  }

  return parts
    .join('')
    .replace(/\n(?:\s*\n)+/g, '\n')
    .trim()
}

/** Words are whitespace-separated tokens containing at least one letter or digit (so "–" is not a word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** Reading time in whole minutes, rounded up; 0 only when there is no text at all. */
export function readingTime(value: unknown, wordsPerMinute: number = DEFAULT_WORDS_PER_MINUTE): number {
  if (!Number.isFinite(wordsPerMinute) || wordsPerMinute <= 0) {
    throw new RangeError(`wordsPerMinute must be a positive number, got ${wordsPerMinute}`)
  }
  const words = countWords(extractPlainText(value))
  return Math.ceil(words / wordsPerMinute)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
