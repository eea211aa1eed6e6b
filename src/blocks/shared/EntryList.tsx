import type { Key, ReactNode } from 'react'
import { type CountText, countText } from './countText'

/** One rendered entry of a block's list (a card, a video, a job …). */
export type Entry = { key: Key; content: ReactNode }

/**
 * Entries as list items. With `shown`, the others stay in the HTML, hidden (the client filters of
 * jobs and team members narrow a list that is complete for crawlers and visitors without JavaScript).
 */
export function EntryList<E extends Entry>({
  className,
  entries,
  shown,
}: {
  className: string
  entries: E[]
  shown?: E[]
}) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.key} hidden={shown ? !shown.includes(entry) : undefined}>
          {entry.content}
        </li>
      ))}
    </ul>
  )
}

type FilteredProps<E extends Entry> = {
  entries: E[]
  shown: E[]
  text: CountText
  countClassName: string
  listClassName: string
}

/** What a client filter leaves of a list: the count, announced as it changes, above the list showing only those. */
export function FilteredEntries<E extends Entry>({
  entries,
  shown,
  text,
  countClassName,
  listClassName,
}: FilteredProps<E>) {
  return (
    <>
      <p className={countClassName} aria-live="polite">
        {countText(shown.length, text)}
      </p>
      <EntryList className={listClassName} entries={entries} shown={shown} />
    </>
  )
}

type ListingProps = { className: string; heading?: string | null; listClassName: string; entries: Entry[] }

/** A listing block's section: its heading over its entries; nothing at all when there are none. */
export function ListingSection({ className, heading, listClassName, entries }: ListingProps) {
  if (entries.length === 0) return null
  return (
    <section className={className}>
      {heading ? <h2>{heading}</h2> : null}
      <EntryList className={listClassName} entries={entries} />
    </section>
  )
}
