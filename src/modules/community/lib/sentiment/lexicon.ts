import type { SentimentResult } from './types'

/*
 * A small German and English sentiment lexicon, the fallback when no LLM is configured or it fails.
 * Deliberately simple and predictable: word hits, a negation flips the next sentiment word, and
 * "mixed" when both sides are clearly present. Pure: no I/O.
 */
const POSITIVE = new Set([
  // English
  'good',
  'great',
  'awesome',
  'amazing',
  'love',
  'loved',
  'like',
  'liked',
  'excellent',
  'fantastic',
  'helpful',
  'thanks',
  'thank',
  'nice',
  'best',
  'perfect',
  'wonderful',
  'cool',
  'brilliant',
  'happy',
  'enjoyed',
  'beautiful',
  'useful',
  // German
  'gut',
  'super',
  'toll',
  'klasse',
  'genial',
  'liebe',
  'danke',
  'hilfreich',
  'schön',
  'perfekt',
  'prima',
  'spitze',
  'großartig',
  'wunderbar',
  'beste',
  'cool',
  'lustig',
  'gefällt',
  'stark',
  'interessant',
  'mega',
])
const NEGATIVE = new Set([
  // English
  'bad',
  'terrible',
  'awful',
  'hate',
  'hated',
  'worst',
  'boring',
  'useless',
  'broken',
  'wrong',
  'poor',
  'disappointing',
  'disappointed',
  'annoying',
  'horrible',
  'sad',
  'angry',
  'scam',
  'fake',
  'problem',
  'bug',
  'fail',
  'failed',
  // German
  'schlecht',
  'schrecklich',
  'furchtbar',
  'hasse',
  'langweilig',
  'nutzlos',
  'kaputt',
  'falsch',
  'enttäuscht',
  'enttäuschend',
  'nervig',
  'ärgerlich',
  'traurig',
  'wütend',
  'betrug',
  'mist',
  'schlimm',
  'fehler',
  'problem',
  'katastrophe',
  'unbrauchbar',
])
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  "don't",
  "doesn't",
  "isn't",
  "wasn't",
  'nicht',
  'kein',
  'keine',
  'keinen',
  'nie',
  'niemals',
])
const TOXIC = new Set([
  'idiot',
  'idiots',
  'stupid',
  'moron',
  'dumm',
  'idiotisch',
  'depp',
  'arschloch',
  'scheiße',
  'scheisse',
  'shit',
  'fuck',
  'asshole',
  'trottel',
  'vollidiot',
])
const GERMAN_HINTS = new Set([
  'und',
  'ich',
  'nicht',
  'das',
  'ist',
  'die',
  'der',
  'ein',
  'eine',
  'sehr',
  'danke',
  'auch',
  'aber',
  'wie',
  'für',
  'mit',
  'du',
  'ihr',
  'wir',
  'kein',
  'keine',
])
const ENGLISH_HINTS = new Set([
  'and',
  'the',
  'is',
  'this',
  'not',
  'very',
  'thanks',
  'you',
  'i',
  'it',
  'but',
  'for',
  'with',
  'was',
  'are',
  'what',
  'my',
  'your',
])

const words = (text: string) => text.toLowerCase().match(/[\p{L}']+/gu) ?? []

/** 'de', 'en' or 'und' (undetermined) from function words. */
export function detectLanguage(text: string): string {
  let de = 0
  let en = 0
  for (const word of words(text)) {
    if (GERMAN_HINTS.has(word) || /[äöüß]/.test(word)) de += 1
    if (ENGLISH_HINTS.has(word)) en += 1
  }
  if (de === en) return de === 0 ? 'und' : 'de'
  return de > en ? 'de' : 'en'
}

export function lexiconSentiment(text: string): SentimentResult {
  let positive = 0
  let negative = 0
  let negateNext = false
  let toxic = false
  for (const word of words(text)) {
    if (TOXIC.has(word)) toxic = true
    if (NEGATIONS.has(word)) {
      negateNext = true
      continue
    }
    const polarity = POSITIVE.has(word) ? 1 : NEGATIVE.has(word) ? -1 : 0
    if (polarity === 0) continue
    if (polarity > 0 !== negateNext) positive += 1
    else negative += 1
    negateNext = false
  }
  if (toxic) negative += 1
  const hits = positive + negative
  const score = hits === 0 ? 0 : Math.round(((positive - negative) / hits) * 100) / 100
  const label =
    hits === 0
      ? 'neutral'
      : positive > 0 && negative > 0 && Math.abs(score) < 0.5
        ? 'mixed'
        : score > 0
          ? 'positive'
          : score < 0
            ? 'negative'
            : 'neutral'
  return {
    label,
    score,
    confidence: Math.min(0.8, 0.3 + 0.15 * hits),
    language: detectLanguage(text),
    topics: [],
    toxic,
    analyser: 'lexicon',
  }
}
