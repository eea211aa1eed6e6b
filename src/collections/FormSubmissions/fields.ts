import type { Field, FieldAffectingData } from 'payload'
import { row } from '@/fields/layout'
import { nobodyField } from '@/access/nobody'

export const SUBMISSION_STATUSES = ['new', 'read', 'in-progress', 'waiting', 'completed', 'archived'] as const
export const SUBMISSION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const

const label = (de: string, en: string) => ({ de, en })

/** The team's handling of a submission, added to the form builder's `form` and `submissionData`. */
export const submissionHandlingFields: Field[] = [
  row([
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      label: label('Status', 'Status'),
      options: [
        { value: 'new', label: label('Neu', 'New') },
        { value: 'read', label: label('Gelesen', 'Read') },
        { value: 'in-progress', label: label('In Bearbeitung', 'In progress') },
        { value: 'waiting', label: label('Wartet', 'Waiting') },
        { value: 'completed', label: label('Erledigt', 'Completed') },
        { value: 'archived', label: label('Archiviert', 'Archived') },
      ],
    },
    {
      name: 'priority',
      type: 'select',
      required: true,
      defaultValue: 'normal',
      index: true,
      label: label('Priorität', 'Priority'),
      options: [
        { value: 'low', label: label('Niedrig', 'Low') },
        { value: 'normal', label: label('Normal', 'Normal') },
        { value: 'high', label: label('Hoch', 'High') },
        { value: 'urgent', label: label('Dringend', 'Urgent') },
      ],
    },
    {
      name: 'assignedTo',
      type: 'relationship',
      relationTo: 'users',
      label: label('Zuständig', 'Assigned to'),
      // Team members of the submission's tenant.
      filterOptions: ({ data }) => {
        const tenant = (data as { tenant?: unknown } | undefined)?.tenant
        const id = typeof tenant === 'object' && tenant !== null ? (tenant as { id: unknown }).id : tenant
        return id === undefined || id === null ? false : { 'tenants.tenant': { equals: id } }
      },
    },
  ]),
  { name: 'tags', type: 'text', hasMany: true, label: label('Schlagwörter', 'Tags') },
  {
    name: 'response',
    type: 'group',
    label: label('Antwort', 'Response'),
    fields: [
      row([
        { name: 'responded', type: 'checkbox', defaultValue: false, label: label('Beantwortet', 'Responded') },
        {
          name: 'method',
          type: 'select',
          label: label('Weg', 'Method'),
          options: [
            { value: 'email', label: label('E-Mail', 'E-mail') },
            { value: 'phone', label: label('Telefon', 'Phone') },
            { value: 'in-person', label: label('Persönlich', 'In person') },
            { value: 'letter', label: label('Brief', 'Letter') },
            { value: 'other', label: label('Anders', 'Other') },
          ],
        },
        { name: 'respondedAt', type: 'date', label: label('Beantwortet am', 'Responded at'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ]),
      { name: 'summary', type: 'textarea', label: label('Zusammenfassung', 'Summary') },
    ],
  },
  {
    name: 'internalNotes',
    type: 'array',
    label: label('Interne Notizen', 'Internal notes'),
    labels: { singular: label('Notiz', 'Note'), plural: label('Notizen', 'Notes') },
    admin: { description: label('Autor und Zeitpunkt werden automatisch gesetzt; bestehende Notizen sind unveränderlich.', 'Author and time are set automatically; existing notes cannot be edited.') },
    fields: [
      { name: 'note', type: 'textarea', required: true, label: label('Notiz', 'Note') },
      row([
        // Set by hooks/stampInternalNotes.ts; a client cannot write them.
        { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true }, access: { create: nobodyField, update: nobodyField } },
        { name: 'createdAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } }, access: { create: nobodyField, update: nobodyField } },
      ]),
    ],
  },
]

/** What the visitor submitted stays as submitted: editable by nobody after creation. */
export const freezeSubmittedFields = (fields: Field[]): Field[] =>
  fields.map((field) =>
    'name' in field && (field.name === 'form' || field.name === 'submissionData')
      ? ({ ...field, access: { ...(field as FieldAffectingData).access, update: nobodyField }, admin: { ...field.admin, readOnly: true } } as Field)
      : field,
  )
