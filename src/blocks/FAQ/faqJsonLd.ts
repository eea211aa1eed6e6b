import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

export type FaqEntry = { question: string; answer: SerializedEditorState }

/** schema.org FAQPage for the questions shown (answers as plain text). */
export function faqJsonLd(entries: FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: convertLexicalToPlaintext({ data: entry.answer }).trim() },
    })),
  }
}
