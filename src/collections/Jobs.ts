import type { CollectionConfig } from 'payload'
import { groupTab } from '@/fields/layout'
import { textListField } from '@/fields/lists'
import { membersOrPublishedMatching } from '@/access/membersOrPublishedMatching'
import { selectOptions } from '@/fields/selectOptions'
import { validateHttpUrl } from '@/fields/validateUrl'
import { descriptionField, teaserField } from '@/fields/presentation'
import { tenantPages } from '@/collections/presets/tenantContent'
import {
  JOB_EMPLOYMENT_TYPE_LABELS,
  JOB_EMPLOYMENT_TYPES,
  JOB_WORKPLACE_LABELS,
  JOB_WORKPLACES,
} from '@/fields/vocabulary'
import { dateTimeField } from '@/fields/dateTime'

/** Visitors never see an offer whose application deadline has passed; offers without a deadline stay open. */
export const openApplicationsWhere = () => ({
  or: [
    { applicationDeadline: { greater_than_equal: new Date().toISOString() } },
    { applicationDeadline: { exists: false } },
  ],
})

export const Jobs: CollectionConfig = tenantPages({
  slug: 'jobs',
  read: membersOrPublishedMatching(openApplicationsWhere),
  labels: { singular: { de: 'Stellenangebot', en: 'Job' }, plural: { de: 'Stellenangebote', en: 'Jobs' } },
  admin: { defaultColumns: ['title', 'employmentType', 'applicationDeadline', '_status'] },
  defaultSort: '-createdAt',
  content: [
    teaserField('summary', 'Summary'),
    descriptionField({ richText: true }),
    textListField('requirements', { label: { de: 'Anforderungen', en: 'Requirements' } }),
    textListField('benefits', { label: { de: 'Wir bieten', en: 'Benefits' } }),
  ],
  tabs: [
    groupTab({ de: 'Bewerbung', en: 'Application' }, 'application', [
      { name: 'email', type: 'email', label: { de: 'Bewerbung an (E-Mail)', en: 'Apply by e-mail' } },
      { name: 'url', type: 'text', label: { de: 'Bewerbungs-URL', en: 'Application URL' }, validate: validateHttpUrl },
      { name: 'contactPerson', type: 'text', label: { de: 'Ansprechpartner:in', en: 'Contact person' } },
    ]),
  ],
  sidebar: [
    dateTimeField({
      name: 'applicationDeadline',
      index: true,
      label: { de: 'Bewerbungsschluss', en: 'Application deadline' },
      admin: {
        description: {
          de: 'Danach ist die Stelle öffentlich nicht mehr sichtbar.',
          en: 'Hidden from the public site afterwards.',
        },
      },
    }),
    { name: 'location', type: 'relationship', relationTo: 'locations', label: { de: 'Standort', en: 'Location' } },
    {
      name: 'workplace',
      type: 'select',
      defaultValue: 'onsite',
      label: { de: 'Arbeitsort', en: 'Workplace' },
      options: selectOptions(JOB_WORKPLACES, JOB_WORKPLACE_LABELS),
    },
    {
      name: 'employmentType',
      type: 'select',
      defaultValue: 'full_time',
      label: { de: 'Anstellungsart', en: 'Employment type' },
      options: selectOptions(JOB_EMPLOYMENT_TYPES, JOB_EMPLOYMENT_TYPE_LABELS),
    },
    { name: 'department', type: 'text', localized: true, label: { de: 'Bereich', en: 'Department' } },
    {
      name: 'startDate',
      type: 'text',
      localized: true,
      label: { de: 'Eintritt', en: 'Start' },
      admin: { description: { de: 'z. B. „ab sofort“', en: 'e.g. "immediately"' } },
    },
  ],
})
