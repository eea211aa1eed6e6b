import safeRegex from 'safe-regex2'
import type { Bilingual } from '@/lib/i18n/localizedMessage'

/** Longest pattern a rule may hold; long alternations are where slow patterns hide. */
export const MAX_RULE_PATTERN_LENGTH = 500

/**
 * Why a rule's pattern is refused, or null. A pattern with nested quantifiers (star height > 1,
 * the shape of catastrophic backtracking such as `(a+)+$`) is refused on save (safe-regex2:
 * a maintained static check); the rules engine still runs every pattern with a time limit.
 */
export function rulePatternError(pattern: string): Bilingual | null {
  if (pattern.length > MAX_RULE_PATTERN_LENGTH) {
    return {
      de: `Das Muster ist länger als ${MAX_RULE_PATTERN_LENGTH} Zeichen`,
      en: `The pattern is longer than ${MAX_RULE_PATTERN_LENGTH} characters`,
    }
  }
  try {
    new RegExp(pattern, 'iu')
  } catch {
    return {
      de: 'Das Muster ist kein gültiger regulärer Ausdruck',
      en: 'The pattern is not a valid regular expression',
    }
  }
  if (!safeRegex(pattern)) {
    return {
      de: 'Das Muster kann exponentiell lange laufen (verschachtelte Wiederholungen wie „(a+)+“); bitte vereinfachen',
      en: 'The pattern can run for exponential time (nested repetition such as “(a+)+”); please simplify it',
    }
  }
  return null
}
