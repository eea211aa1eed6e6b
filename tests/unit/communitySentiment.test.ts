import { describe, expect, it } from 'vitest'
import { detectLanguage, lexiconSentiment } from '@/modules/community/lib/sentiment/lexicon'
import { parseModelAnswer } from '@/modules/community/lib/sentiment/llm'
import { parseRetryAfter, retryDelayMs } from '@/modules/community/lib/retryPolicy'

describe('lexicon sentiment (German and English)', () => {
  it.each([
    ['Das Video ist super, danke!', 'positive', 'de'],
    ['Wirklich schlecht und langweilig', 'negative', 'de'],
    ['Das ist nicht gut', 'negative', 'de'],
    ['I love this, great work', 'positive', 'en'],
    ['This is not good, the sound is broken', 'negative', 'en'],
    ['Great video but the audio is terrible', 'mixed', 'en'],
    ['Wann kommt der nächste Teil?', 'neutral', 'de'],
  ])('%s → %s (%s)', (text, label, language) => {
    const result = lexiconSentiment(text)
    expect(result).toMatchObject({ label, language, analyser: 'lexicon' })
    expect(result.score).toBeGreaterThanOrEqual(-1)
    expect(result.score).toBeLessThanOrEqual(1)
  })

  it('flags insults as toxic and negative', () => {
    expect(lexiconSentiment('Du bist ein Idiot')).toMatchObject({ toxic: true, label: 'negative' })
    expect(lexiconSentiment('Nice one')).toMatchObject({ toxic: false })
  })

  it('leaves the language undetermined without hints', () => {
    expect(detectLanguage('👍👍')).toBe('und')
  })
})

describe('LLM answer validation', () => {
  const items = [
    { id: 'a', text: 'x' },
    { id: 'b', text: 'y' },
  ]
  const entry = (id: string) => ({
    id,
    sentiment: 'positive',
    score: 0.5,
    confidence: 0.9,
    language: 'DE',
    topics: ['preis'],
    toxic: false,
  })

  it('accepts one valid entry per comment, in input order', () => {
    expect(parseModelAnswer(JSON.stringify({ results: [entry('b'), entry('a')] }), items)).toEqual([
      {
        label: 'positive',
        score: 0.5,
        confidence: 0.9,
        language: 'de',
        topics: ['preis'],
        toxic: false,
        analyser: 'llm',
      },
      {
        label: 'positive',
        score: 0.5,
        confidence: 0.9,
        language: 'de',
        topics: ['preis'],
        toxic: false,
        analyser: 'llm',
      },
    ])
  })

  it.each([
    ['not JSON', 'Sure! positive'],
    ['a missing comment', JSON.stringify({ results: [entry('a')] })],
    ['an unknown label', JSON.stringify({ results: [{ ...entry('a'), sentiment: 'happy' }, entry('b')] })],
    ['a score out of range', JSON.stringify({ results: [{ ...entry('a'), score: 3 }, entry('b')] })],
    ['a confidence out of range', JSON.stringify({ results: [{ ...entry('a'), confidence: -0.1 }, entry('b')] })],
  ])('refuses %s', (_, content) => {
    expect(() => parseModelAnswer(content, items)).toThrow()
  })
})

describe('retry policy', () => {
  const policy = { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 5000 }
  it('backs off exponentially with full jitter and gives up after maxRetries', () => {
    expect(retryDelayMs(0, policy, undefined, () => 1)).toBe(100)
    expect(retryDelayMs(2, policy, undefined, () => 1)).toBe(400)
    expect(retryDelayMs(2, policy, undefined, () => 0.5)).toBe(200)
    expect(retryDelayMs(3, policy, undefined, () => 1)).toBeNull()
  })
  it('honours Retry-After, and gives up when it asks for longer than maxDelayMs', () => {
    expect(retryDelayMs(0, policy, 2000)).toBe(2000)
    expect(retryDelayMs(0, policy, 60_000)).toBeNull()
  })
  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000)
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(null)).toBeUndefined()
  })
})
