import type { CollectionConfig } from 'payload'
import { tabs } from '@/fields/layout'
import { membersOrPublishedMatching } from '@/access/membersOrPublishedMatching'
import { slugField } from '@/fields/slug'
import { selectOptions } from '@/fields/selectOptions'
import { validateHttpUrl } from '@/fields/validateUrl'
import { contentTab, descriptionField, teaserField, titleField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

/** Visitors never see an offer whose application deadline has passed; offers without a deadline stay open. */
export const openApplicationsWhere = () => ({
  or: [{ applicationDeadline: { greater_than_equal: new Date().toISOString() } }, { applicationDeadline: { exists: false } }],
})

export const JOB_WORKPLACES = ['onsite', 'hybrid', 'remote'] as const
export const JOB_WORKPLACE_LABELS: Record<(typeof JOB_WORKPLACES)[number], { de: string; en: string }> = {
  onsite: { de: 'Vor Ort', en: 'On site' },
  hybrid: { de: 'Hybrid', en: 'Hybrid' },
  remote: { de: 'Remote', en: 'Remote' },
}

export const JOB_EMPLOYMENT_TYPES = ['full_time', 'part_time', 'mini_job', 'apprenticeship', 'internship', 'freelance'] as const
export const JOB_EMPLOYMENT_TYPE_LABELS: Record<(typeof JOB_EMPLOYMENT_TYPES)[number], { de: string; en: string }> = {
  full_time: { de: 'Vollzeit', en: 'Full-time' },
  part_time: { de: 'Teilzeit', en: 'Part-time' },
  mini_job: { de: 'Minijob', en: 'Mini job' },
  apprenticeship: { de: 'Ausbildung', en: 'Apprenticeship' },
  internship: { de: 'Praktikum', en: 'Internship' },
  freelance: { de: 'Freiberuflich', en: 'Freelance' },
}

const listItems = (name: string, label: { de: string; en: string }) => ({
  name,
  type: 'array' as const,
  label,
  fields: [{ name: 'text', type: 'text' as const, required: true, localized: true }],
})

export const Jobs: CollectionConfig = tenantContent({
  slug: 'jobs',
  group: 'company',
  drafts: true,
  seo: true,
  read: membersOrPublishedMatching(openApplicationsWhere),
  labels: { singular: { de: 'Stellenangebot', en: 'Job' }, plural: { de: 'Stellenangebote', en: 'Jobs' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'employmentType', 'applicationDeadline', '_status'] },
  defaultSort: '-createdAt',
  fields: [
    tabs([
      contentTab([
        titleField(),
        teaserField('summary', 'Summary'),
        descriptionField({ richText: true }),
        listItems('requirements', { de: 'Anforderungen', en: 'Requirements' }),
        listItems('benefits', { de: 'Wir bieten', en: 'Benefits' }),
      ]),
      {
        label: { de: 'Bewerbung', en: 'Application' },
        fields: [
          {
            name: 'application',
            type: 'group',
            label: false,
            fields: [
              { name: 'email', type: 'email', label: { de: 'Bewerbung an (E-Mail)', en: 'Apply by e-mail' } },
              { name: 'url', type: 'text', label: { de: 'Bewerbungs-URL', en: 'Application URL' }, validate: validateHttpUrl },
              { name: 'contactPerson', type: 'text', label: { de: 'Ansprechpartner:in', en: 'Contact person' } },
            ],
          },
        ],
      },
    ]),
    slugField(),
    {
      name: 'applicationDeadline',
      type: 'date',
      index: true,
      label: { de: 'Bewerbungsschluss', en: 'Application deadline' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: { de: 'Danach ist die Stelle öffentlich nicht mehr sichtbar.', en: 'Hidden from the public site afterwards.' },
      },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', label: { de: 'Standort', en: 'Location' }, admin: { position: 'sidebar' } },
    {
      name: 'workplace',
      type: 'select',
      defaultValue: 'onsite',
      label: { de: 'Arbeitsort', en: 'Workplace' },
      options: selectOptions(JOB_WORKPLACES, JOB_WORKPLACE_LABELS),
      admin: { position: 'sidebar' },
    },
    {
      name: 'employmentType',
      type: 'select',
      defaultValue: 'full_time',
      label: { de: 'Anstellungsart', en: 'Employment type' },
      options: selectOptions(JOB_EMPLOYMENT_TYPES, JOB_EMPLOYMENT_TYPE_LABELS),
      admin: { position: 'sidebar' },
    },
    { name: 'department', type: 'text', localized: true, label: { de: 'Bereich', en: 'Department' }, admin: { position: 'sidebar' } },
    { name: 'startDate', type: 'text', localized: true, label: { de: 'Eintritt', en: 'Start' }, admin: { position: 'sidebar', description: { de: 'z. B. „ab sofort“', en: 'e.g. "immediately"' } } },
  ],
})
