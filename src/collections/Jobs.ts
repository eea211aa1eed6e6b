import type { CollectionConfig } from 'payload'
import { membersOrPublishedMatching } from '@/access/membersOrPublishedMatching'
import { slugField } from '@/fields/slug'
import { validateHttpUrl } from '@/fields/validateUrl'
import { titleField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

/** Visitors never see an offer whose application deadline has passed; offers without a deadline stay open. */
export const openApplicationsWhere = () => ({
  or: [{ applicationDeadline: { greater_than_equal: new Date().toISOString() } }, { applicationDeadline: { exists: false } }],
})

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
    {
      type: 'tabs',
      tabs: [
        {
          label: { de: 'Inhalt', en: 'Content' },
          fields: [
            titleField(),
            { name: 'summary', type: 'textarea', localized: true, label: { de: 'Kurzbeschreibung', en: 'Summary' } },
            { name: 'description', type: 'richText', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
            listItems('requirements', { de: 'Anforderungen', en: 'Requirements' }),
            listItems('benefits', { de: 'Wir bieten', en: 'Benefits' }),
          ],
        },
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
      ],
    },
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
      options: [
        { label: { de: 'Vor Ort', en: 'On site' }, value: 'onsite' },
        { label: { de: 'Hybrid', en: 'Hybrid' }, value: 'hybrid' },
        { label: { de: 'Remote', en: 'Remote' }, value: 'remote' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'employmentType',
      type: 'select',
      defaultValue: 'full_time',
      label: { de: 'Anstellungsart', en: 'Employment type' },
      options: [
        { label: { de: 'Vollzeit', en: 'Full-time' }, value: 'full_time' },
        { label: { de: 'Teilzeit', en: 'Part-time' }, value: 'part_time' },
        { label: { de: 'Minijob', en: 'Mini job' }, value: 'mini_job' },
        { label: { de: 'Ausbildung', en: 'Apprenticeship' }, value: 'apprenticeship' },
        { label: { de: 'Praktikum', en: 'Internship' }, value: 'internship' },
        { label: { de: 'Freiberuflich', en: 'Freelance' }, value: 'freelance' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'department', type: 'text', localized: true, label: { de: 'Bereich', en: 'Department' }, admin: { position: 'sidebar' } },
    { name: 'startDate', type: 'text', localized: true, label: { de: 'Eintritt', en: 'Start' }, admin: { position: 'sidebar', description: { de: 'z. B. „ab sofort“', en: 'e.g. "immediately"' } } },
  ],
})
