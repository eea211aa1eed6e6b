/**
 * Krankenversichertennummer, unchangeable part: one letter, 8 digits, 1 check digit.
 * The check digit algorithm follows the GKV-Spitzenverband specification.
 */

export type KvnrValidation =
  { ok: true; kvnr: string } | { ok: false; code: 'kvnr_format' | 'kvnr_check_digit'; message: string }

const FIRST_NINE_PATTERN = /^[A-Z]\d{8}$/
const KVNR_PATTERN = /^[A-Z]\d{9}$/
const LETTER_COUNT = 26
const DIGITS_AFTER_LETTER = 8

/** Check digit for letter + 8 digits (upper case). Throws on malformed input: callers must pass a checked prefix. */
export function computeKvnrCheckDigit(first9: string): number {
  if (!FIRST_NINE_PATTERN.test(first9)) {
    throw new RangeError(`KVNR prefix must be an uppercase letter and 8 digits, got "${first9}"`)
  }
  // A=01 … Z=26, always two digits, so the letter contributes two positions.
  const letterNumber = first9.charCodeAt(0) - 'A'.charCodeAt(0) + 1
  const digits = `${String(letterNumber).padStart(2, '0')}${first9.slice(1)}`
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 1 : 2)
    // A product is at most 18, so its digit sum is product - 9.
    sum += product >= 10 ? product - 9 : product
  }
  return sum % 10
}

export function validateKvnr(input: string): KvnrValidation {
  const kvnr = input.trim().toUpperCase()
  if (!KVNR_PATTERN.test(kvnr)) {
    return {
      ok: false,
      code: 'kvnr_format',
      message: 'KVNR must be one letter followed by 9 digits, e.g. A123456780',
    }
  }
  const expected = computeKvnrCheckDigit(kvnr.slice(0, 9))
  if (Number(kvnr[9]) !== expected) {
    return {
      ok: false,
      code: 'kvnr_check_digit',
      message: `KVNR check digit is wrong: expected ${expected}`,
    }
  }
  return { ok: true, kvnr }
}

/** Keeps first and last two characters, e.g. A123456789 → A*******89. Too short to mask partially → all stars. */
export function maskKvnr(kvnr: string): string {
  if (kvnr.length <= 3) return '*'.repeat(kvnr.length)
  return `${kvnr.slice(0, 1)}${'*'.repeat(kvnr.length - 3)}${kvnr.slice(-2)}`
}

/** Valid random KVNR for seed data; `random` must return values in [0, 1) like Math.random. */
export function generateValidKvnr(random: () => number): string {
  const letter = String.fromCharCode('A'.charCodeAt(0) + Math.floor(random() * LETTER_COUNT))
  let digits = ''
  for (let i = 0; i < DIGITS_AFTER_LETTER; i++) digits += String(Math.floor(random() * 10))
  const first9 = `${letter}${digits}`
  return `${first9}${computeKvnrCheckDigit(first9)}`
}
