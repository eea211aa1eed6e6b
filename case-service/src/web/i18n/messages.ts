import type { Language } from './language'

type Message = string | ((...args: never[]) => string)
/** A German text's type as every language may fill it: any string, or a function of the same arguments. */
type Widened<M> = M extends (...args: infer A) => string ? (...args: A) => string : string
type WidenedAll<T> = { [K in keyof T]: Widened<T[K]> }

/**
 * A feature's texts in both languages, kept next to the feature. The English entry must have exactly the German
 * keys, so a missing translation fails the type check.
 */
export type Messages<T extends Record<string, Message>> = Record<Language, WidenedAll<T>>

export const defineMessages = <T extends Record<string, Message>>(messages: {
  de: T
  en: WidenedAll<T>
  // The German entry is its own widened type; TypeScript cannot see that through the mapped type.
}): Messages<T> => messages as unknown as Messages<T>
