import type { Language } from './language'

type Message = string | ((...args: never[]) => string)

/**
 * A feature's texts in both languages, kept next to the feature. The English entry must have exactly the German
 * keys, so a missing translation fails the type check.
 */
export type Messages<T extends Record<string, Message>> = Record<Language, T>

export const defineMessages = <T extends Record<string, Message>>(messages: {
  de: T
  en: { [K in keyof T]: T[K] }
}): Messages<T> => messages
