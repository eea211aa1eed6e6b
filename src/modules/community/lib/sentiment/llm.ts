import { z } from 'zod'
import { SENTIMENTS } from '../vocabulary'
import { sleep } from '../retryPolicy'
import type { SentimentInput, SentimentProvider, SentimentResult } from './types'

export type LlmSettings = { baseUrl: string; apiKey: string; model: string; timeoutMs: number; retries?: number }

/** Longest comment text sent to the model; the rest adds cost, not signal. */
const MAX_TEXT_CHARS = 2000

const SYSTEM_PROMPT = [
  'You classify the sentiment of social media comments (German or English, sometimes others).',
  'Answer with one JSON object {"results":[...]} holding exactly one entry per input comment, with the same "id":',
  '{"id": string, "sentiment": "positive"|"neutral"|"negative"|"mixed", "score": number from -1 to 1, "confidence": number from 0 to 1,',
  '"language": ISO 639-1 code, "topics": up to 5 short lowercase topics, "toxic": boolean (insults, hate, harassment)}.',
].join(' ')

const modelResult = z.object({
  id: z.string(),
  sentiment: z.enum(SENTIMENTS),
  score: z.number().min(-1).max(1),
  confidence: z.number().min(0).max(1),
  language: z.string().trim().min(2).max(10),
  topics: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
  toxic: z.boolean(),
})
const modelAnswer = z.object({ results: z.array(modelResult) })
const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) })

class LlmAnswerError extends Error {}

/** The model's answer for the batch, validated: every input id exactly once, values in range; anything else is garbage. */
export function parseModelAnswer(content: string, items: SentimentInput[]): SentimentResult[] {
  let data: unknown
  try {
    data = JSON.parse(content)
  } catch {
    throw new LlmAnswerError('the model did not answer with JSON')
  }
  const parsed = modelAnswer.safeParse(data)
  if (!parsed.success) throw new LlmAnswerError('the model’s JSON has the wrong shape')
  const byId = new Map(parsed.data.results.map((result) => [result.id, result]))
  return items.map((item) => {
    const result = byId.get(item.id)
    if (!result) throw new LlmAnswerError('the model left out a comment')
    return {
      label: result.sentiment,
      score: result.score,
      confidence: result.confidence,
      language: result.language.toLowerCase(),
      topics: result.topics,
      toxic: result.toxic,
      analyser: 'llm',
    }
  })
}

/** Sentiment through an OpenAI-compatible `POST {base}/chat/completions` with JSON output; a timeout and `retries` more tries per batch. */
export function createLlmSentimentProvider({
  baseUrl,
  apiKey,
  model,
  timeoutMs,
  retries = 1,
}: LlmSettings): SentimentProvider {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`
  async function once(items: SentimentInput[]): Promise<SentimentResult[]> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: JSON.stringify({
              comments: items.map((item) => ({ id: item.id, text: item.text.slice(0, MAX_TEXT_CHARS) })),
            }),
          },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`LLM API ${response.status}`)
    const parsed = completion.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new LlmAnswerError('unexpected completion body')
    return parseModelAnswer(parsed.data.choices[0]!.message.content, items)
  }
  return {
    async analyse(items) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await once(items)
        } catch (error) {
          if (attempt >= retries) throw error
          await sleep(200 * 2 ** attempt)
        }
      }
    },
  }
}
