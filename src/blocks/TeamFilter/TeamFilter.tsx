'use client'

import { type ReactNode, useId, useState } from 'react'
import type { CountText } from '../shared/countText'
import { FilteredEntries } from '../shared/EntryList'
import { type SearchableMember, matchesMember } from './teamSearch'

type Props = {
  members: { key: string; search: SearchableMember; content: ReactNode }[]
  /** The departments to filter by; empty: no department filter. */
  departments: string[]
  text: CountText & { search: string; department: string; all: string }
}

/** A search box and department radio buttons above the team list; the list (all of it in the server HTML) shows only the matches. */
export function TeamFilter({ members, departments, text }: Props) {
  const [query, setQuery] = useState('')
  const [department, setDepartment] = useState('')
  const id = useId()
  const visible = members.filter((member) => matchesMember(member.search, query, department))
  return (
    <>
      <div className="team-filter-controls" role="search">
        <label htmlFor={`${id}-search`}>{text.search}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        {departments.length > 0 ? (
          <fieldset className="team-filter-departments">
            <legend>{text.department}</legend>
            {['', ...departments].map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${id}-department`}
                  value={value}
                  checked={department === value}
                  onChange={() => setDepartment(value)}
                />
                {value === '' ? text.all : value}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      <FilteredEntries
        entries={members}
        shown={visible}
        text={text}
        countClassName="team-filter-count"
        listClassName="team-members team-filter-list"
      />
    </>
  )
}
