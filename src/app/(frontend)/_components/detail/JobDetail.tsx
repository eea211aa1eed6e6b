import type { BlockSite } from '@/blocks/shared/site'
import { JOB_EMPLOYMENT_TYPE_LABELS, JOB_WORKPLACE_LABELS } from '@/fields/vocabulary'
import { isPast, jobPlace } from '@/lib/site/detailFacts'
import { jobPostingJsonLd } from '@/lib/site/detailJsonLd'
import type { Job } from '@/payload-types'
import { DetailArticle } from './DetailArticle'
import { Fact, PlaceText, SiteTime } from './facts'
import { JsonLd } from './JsonLd'

const TEXT = {
  de: {
    location: 'Standort',
    workplace: 'Arbeitsort',
    employmentType: 'Anstellungsart',
    department: 'Bereich',
    start: 'Eintritt',
    deadline: 'Bewerbungsschluss',
    expired: 'Die Bewerbungsfrist für diese Stelle ist abgelaufen. Bewerbungen sind nicht mehr möglich.',
    requirements: 'Ihr Profil',
    benefits: 'Wir bieten',
    apply: 'So bewerben Sie sich',
    applyByEmail: 'Per E-Mail bewerben',
    applyOnline: 'Online bewerben',
    contact: 'Ihre Ansprechperson',
  },
  en: {
    location: 'Location',
    workplace: 'Workplace',
    employmentType: 'Employment type',
    department: 'Department',
    start: 'Start',
    deadline: 'Application deadline',
    expired: 'The application deadline for this position has passed. Applications are no longer accepted.',
    requirements: 'Your profile',
    benefits: 'What we offer',
    apply: 'How to apply',
    applyByEmail: 'Apply by e-mail',
    applyOnline: 'Apply online',
    contact: 'Your contact',
  },
}

function TextList({ heading, items }: { heading: string; items: Job['requirements'] }) {
  if (!items?.length) return null
  return (
    <section className="detail-section">
      <h2>{heading}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={item.id ?? index}>{item.text}</li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A job's page: its terms, profile and benefits, how to apply, and schema.org JobPosting data. Visitors never
 * reach an offer past its deadline (the collection's read access); an editor's preview of one says it has expired.
 */
export function JobDetail({ job, site, organization }: { job: Job; site: BlockSite; organization: string }) {
  const text = TEXT[site.locale]
  const place = jobPlace(job)
  const expired = isPast(job.applicationDeadline, new Date())
  const { email, url, contactPerson } = job.application ?? {}
  return (
    <DetailArticle
      collection="jobs"
      title={job.title}
      lead={job.summary}
      body={job.description}
      facts={
        <>
          {expired ? (
            <p className="detail-notice" role="status">
              {text.expired}
            </p>
          ) : null}
          <dl className="detail-facts">
            <Fact term={text.location}>{place ? <PlaceText place={place} locale={site.locale} /> : null}</Fact>
            <Fact term={text.workplace}>{job.workplace ? JOB_WORKPLACE_LABELS[job.workplace][site.locale] : null}</Fact>
            <Fact term={text.employmentType}>
              {job.employmentType ? JOB_EMPLOYMENT_TYPE_LABELS[job.employmentType][site.locale] : null}
            </Fact>
            <Fact term={text.department}>{job.department}</Fact>
            <Fact term={text.start}>{job.startDate}</Fact>
            <Fact term={text.deadline}>
              {job.applicationDeadline ? (
                <SiteTime instant={job.applicationDeadline} locale={site.locale} show="date" />
              ) : null}
            </Fact>
          </dl>
        </>
      }
    >
      <TextList heading={text.requirements} items={job.requirements} />
      <TextList heading={text.benefits} items={job.benefits} />
      {/* An expired offer takes no applications, and search engines are to drop its posting. */}
      {!expired && (email || url) ? (
        <section className="detail-section detail-apply">
          <h2>{text.apply}</h2>
          {contactPerson ? (
            <p>
              {text.contact}: {contactPerson}
            </p>
          ) : null}
          <p className="detail-actions">
            {url ? (
              <a className="button" href={url}>
                {text.applyOnline}
              </a>
            ) : null}
            {email ? (
              <a className="button" href={`mailto:${email}?subject=${encodeURIComponent(job.title)}`}>
                {text.applyByEmail}
              </a>
            ) : null}
          </p>
          {email ? <p className="detail-email">{email}</p> : null}
        </section>
      ) : null}
      {expired ? null : (
        <JsonLd
          data={jobPostingJsonLd(
            job,
            place,
            { url: site.url },
            { name: organization, url: new URL(`/${site.locale}`, site.url).href },
          )}
        />
      )}
    </DetailArticle>
  )
}
