/** The values a job has for each filter (`department`, `employmentType`, …); missing values are left out. */
export type JobFacets = Record<string, string>

/** The distinct values of one facet across the jobs, in first-seen order. */
export const facetValues = (jobs: JobFacets[], facet: string): string[] => [
  ...new Set(jobs.map((job) => job[facet]).filter((value): value is string => Boolean(value))),
]

/** Whether a job matches every chosen filter value (an empty choice matches everything). */
export const matchesFilters = (job: JobFacets, chosen: Record<string, string>): boolean =>
  Object.entries(chosen).every(([facet, value]) => value === '' || job[facet] === value)
