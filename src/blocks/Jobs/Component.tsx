import { JOB_EMPLOYMENT_TYPE_LABELS, JOB_WORKPLACE_LABELS } from '@/fields/vocabulary'
import type { Job, JobsBlock as JobsProps } from '@/payload-types'
import { sitePath } from '@/lib/site/routes'
import { SITE_TIME_ZONE } from '@/lib/site/timeZone'
import { JobsFilter, type JobFilterSelect } from '../shared/lazy'
import { loadTenantDocs, TIME_DEPENDENT_REVALIDATE_SECONDS } from '../shared/loadTenantDocs'
import type { BlockSite } from '../shared/site'
import { JOB_FILTERS } from './config'
import { type JobFacets, facetValues } from './jobFilters'

const TEXT = {
  de: {
    all: 'Alle',
    countOne: '1 offene Stelle',
    count: '{count} offene Stellen',
    none: 'Keine passenden Stellen',
    deadline: 'Bewerbungsschluss',
    department: 'Bereich',
    employmentType: 'Anstellungsart',
    workplace: 'Arbeitsort',
  },
  en: {
    all: 'All',
    countOne: '1 open position',
    count: '{count} open positions',
    none: 'No matching positions',
    deadline: 'Apply by',
    department: 'Department',
    employmentType: 'Employment type',
    workplace: 'Workplace',
  },
}

type Facet = (typeof JOB_FILTERS)[number]

/** A job's value and its label in the locale, per filter. */
function facetsOf(job: Job, locale: BlockSite['locale']): Record<Facet, { value: string; label: string } | null> {
  return {
    department: job.department ? { value: job.department, label: job.department } : null,
    employmentType: job.employmentType
      ? { value: job.employmentType, label: JOB_EMPLOYMENT_TYPE_LABELS[job.employmentType][locale] }
      : null,
    workplace: job.workplace ? { value: job.workplace, label: JOB_WORKPLACE_LABELS[job.workplace][locale] } : null,
  }
}

function JobSummary({ job, site }: { job: Job; site: BlockSite }) {
  const facets = facetsOf(job, site.locale)
  const deadline = new Intl.DateTimeFormat(site.locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: SITE_TIME_ZONE,
  })
  return (
    <article className="job">
      <h3>{job.slug ? <a href={sitePath(site.locale, 'jobs', job.slug)}>{job.title}</a> : job.title}</h3>
      <p className="job-meta">
        {JOB_FILTERS.map((facet) => facets[facet]?.label)
          .filter(Boolean)
          .join(' · ')}
      </p>
      {job.summary ? <p>{job.summary}</p> : null}
      {job.applicationDeadline ? (
        <p className="job-deadline">
          {TEXT[site.locale].deadline}:{' '}
          <time dateTime={job.applicationDeadline}>{deadline.format(new Date(job.applicationDeadline))}</time>
        </p>
      ) : null}
    </article>
  )
}

/**
 * The tenant's open positions, filterable by the visitor. Offers past their application deadline are
 * hidden by the jobs collection's public read access, as on the API; the list is read again hourly.
 */
export async function JobsBlock(props: JobsProps & { site: BlockSite }) {
  const { site } = props
  const jobs = await loadTenantDocs({
    collection: 'jobs',
    tenantId: site.tenantId,
    locale: site.locale,
    where: props.department ? { department: { equals: props.department } } : undefined,
    limit: props.limit ?? 20,
    depth: 0,
    revalidate: TIME_DEPENDENT_REVALIDATE_SECONDS,
  })
  if (jobs.length === 0) return null
  const text = TEXT[site.locale]
  const entries = jobs.map((job) => {
    const facets = facetsOf(job, site.locale)
    const values: JobFacets = Object.fromEntries(
      JOB_FILTERS.flatMap((facet) => (facets[facet] ? [[facet, facets[facet].value]] : [])),
    )
    return { job, facets, values }
  })
  const filters: JobFilterSelect[] = (props.filters ?? [])
    .map((facet) => {
      const labels = new Map(
        entries.flatMap(({ facets }) => (facets[facet] ? [[facets[facet].value, facets[facet].label]] : [])),
      )
      const options = facetValues(
        entries.map(({ values }) => values),
        facet,
      ).map((value) => ({ value, label: labels.get(value) ?? value }))
      return { facet, label: text[facet], options }
    })
    // A filter with a single value would not narrow anything.
    .filter((filter) => filter.options.length > 1)
  return (
    <section className="block block-jobs">
      {props.heading ? <h2>{props.heading}</h2> : null}
      <JobsFilter
        filters={filters}
        text={{ all: text.all, countOne: text.countOne, count: text.count, none: text.none }}
        jobs={entries.map(({ job, values }) => ({
          key: String(job.id),
          facets: values,
          content: <JobSummary job={job} site={site} />,
        }))}
      />
    </section>
  )
}
