import vm from 'node:vm'
import type { PatternMatcher } from './engine'

/** Longest text a pattern sees (YouTube comments are at most 10 000 characters). */
export const MAX_MATCH_INPUT = 10_000
/** Wall-clock limit of one match. */
export const PATTERN_TIME_LIMIT_MS = 100
/** Timeouts after which a pattern is skipped for the rest of the run (one timeout may be a busy CPU, not the pattern). */
const STRIKES = 3

const matchScript = new vm.Script('pattern.test(input)')

/**
 * A pattern matcher for one sync run. Why a vm context with `timeout`: V8 interrupts a running
 * regular expression when the timeout fires (unlike a plain call, which would block the event loop
 * for as long as the backtracking lasts), and it costs a fraction of a millisecond per match,
 * where a worker thread per match would cost tens. Rules refuse nested quantifiers on save
 * (ruleRegex.ts), so this guards against patterns stored past that check (direct SQL, older rows).
 * A pattern that times out STRIKES times is skipped for the rest of the run; an invalid one never matches.
 */
export function createPatternMatcher(timeLimitMs = PATTERN_TIME_LIMIT_MS): PatternMatcher {
  const compiled = new Map<string, RegExp | null>()
  const strikes = new Map<string, number>()
  const sandbox = vm.createContext({ pattern: /$^/u, input: '' })
  return (pattern, text) => {
    if ((strikes.get(pattern) ?? 0) >= STRIKES) return 'timeout'
    if (!compiled.has(pattern)) {
      try {
        compiled.set(pattern, new RegExp(pattern, 'iu'))
      } catch {
        compiled.set(pattern, null)
      }
    }
    const regex = compiled.get(pattern)
    if (!regex) return false
    try {
      regex.lastIndex = 0
      sandbox.pattern = regex
      sandbox.input = text.slice(0, MAX_MATCH_INPUT)
      return matchScript.runInContext(sandbox, { timeout: timeLimitMs }) === true
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error
      strikes.set(pattern, (strikes.get(pattern) ?? 0) + 1)
      return 'timeout'
    }
  }
}
