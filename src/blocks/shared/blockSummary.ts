/** The fields whose text names a block, in the order they are looked for. */
const TITLE_FIELDS = ['headline', 'heading', 'title', 'question', 'label', 'name', 'quote'] as const
const MAX_LENGTH = 80

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined
  const line = value.replace(/\s+/g, ' ').trim()
  if (!line) return undefined
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line
}

const titleOf = (record: Record<string, unknown>): string | undefined =>
  TITLE_FIELDS.map((field) => text(record[field])).find(Boolean)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What an editor recognises a block by in the page's block list: the name they gave it, else its headline, else
 * the headline of its first entry (a hero slider's first slide, an FAQ's first question).
 */
export function blockSummary(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined
  const own = text(data.blockName) ?? titleOf(data)
  if (own) return own
  for (const value of Object.values(data)) {
    if (Array.isArray(value) && isRecord(value[0])) {
      const first = titleOf(value[0])
      if (first) return first
    }
  }
  return undefined
}
