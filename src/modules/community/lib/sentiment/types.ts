import type { Sentiment } from '../vocabulary'

export type SentimentInput = { id: string; text: string }
export type SentimentResult = {
  label: Sentiment
  score: number
  confidence: number
  language: string
  topics: string[]
  toxic: boolean
  analyser: 'llm' | 'lexicon'
}

/** Analyses a batch of comments; answers one result per input, in input order, or throws. */
export type SentimentProvider = { analyse: (items: SentimentInput[]) => Promise<SentimentResult[]> }
