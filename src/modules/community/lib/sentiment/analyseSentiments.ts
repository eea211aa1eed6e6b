import { cmsEnv } from '@/env'
import { lexiconSentiment } from './lexicon'
import { createLlmSentimentProvider } from './llm'
import type { SentimentInput, SentimentProvider, SentimentResult } from './types'

/** Comments per LLM call: several per call saves round trips, few enough that one bad answer costs little. */
export const SENTIMENT_BATCH_SIZE = 20

/** The configured LLM provider, or undefined without COMMUNITY_LLM_API_KEY. */
export function configuredSentimentProvider(): SentimentProvider | undefined {
  const env = cmsEnv()
  if (!env.COMMUNITY_LLM_API_KEY) return undefined
  return createLlmSentimentProvider({
    baseUrl: env.COMMUNITY_LLM_BASE_URL,
    apiKey: env.COMMUNITY_LLM_API_KEY,
    model: env.COMMUNITY_LLM_MODEL,
    timeoutMs: env.COMMUNITY_LLM_TIMEOUT_MS,
  })
}

/**
 * One sentiment per comment, in order. Batches go to the LLM; a batch whose call fails, times out
 * or answers garbage is analysed by the local lexicon instead (`analyser` says which), so a sync
 * never waits on or fails because of the model.
 */
export async function analyseSentiments(
  items: SentimentInput[],
  provider = configuredSentimentProvider(),
  onFallback?: (error: unknown) => void,
): Promise<SentimentResult[]> {
  const results: SentimentResult[] = []
  for (let start = 0; start < items.length; start += SENTIMENT_BATCH_SIZE) {
    const batch = items.slice(start, start + SENTIMENT_BATCH_SIZE)
    let analysed: SentimentResult[] | undefined
    if (provider) {
      try {
        analysed = await provider.analyse(batch)
      } catch (error) {
        onFallback?.(error)
      }
    }
    results.push(...(analysed ?? batch.map((item) => lexiconSentiment(item.text))))
  }
  return results
}
