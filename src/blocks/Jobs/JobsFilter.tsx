'use client'

import { type ReactNode, useId, useState } from 'react'
import { FilteredEntries } from '../shared/EntryList'
import { type JobFacets, matchesFilters } from './jobFilters'

export type JobFilterSelect = { facet: string; label: string; options: { value: string; label: string }[] }
type Props = {
  filters: JobFilterSelect[]
  jobs: { key: string; facets: JobFacets; content: ReactNode }[]
  /** `count` (two or more) contains `{count}`; plain strings, as props of a client component must be serializable. */
  text: { all: string; countOne: string; count: string; none: string }
}

/** Select boxes above the job list; the list (all of it in the server HTML) shows only the matching jobs. */
export function JobsFilter({ filters, jobs, text }: Props) {
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const id = useId()
  const visible = jobs.filter((job) => matchesFilters(job.facets, chosen))
  return (
    <>
      <div className="jobs-filters">
        {filters.map((filter) => (
          <label key={filter.facet} htmlFor={`${id}-${filter.facet}`}>
            {filter.label}
            <select
              id={`${id}-${filter.facet}`}
              value={chosen[filter.facet] ?? ''}
              onChange={(event) => setChosen({ ...chosen, [filter.facet]: event.target.value })}
            >
              <option value="">{text.all}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <FilteredEntries
        entries={jobs}
        shown={visible}
        text={text}
        countClassName="jobs-count"
        listClassName="jobs-list"
      />
    </>
  )
}
