import type { Field, FieldAffectingData } from 'payload'
import { group, row } from '@/fields/layout'
import { nobodyField } from '@/access/nobody'
import { type OptionLabels, selectOptions } from '@/fields/selectOptions'
import { PRIORITIES, PRIORITY_LABELS } from '@/modules/community'
import labels from '@/collections/optionLabels.json' with { type: 'json' }
import { dateTimeField } from '@/fields/dateTime'

const label = (de: string, en: string) => ({ de, en })

export const SUBMISSION_STATUSES = ['new', 'read', 'in-progress', 'waiting', 'completed', 'archived'] as const
const STATUS_LABELS: OptionLabels<typeof SUBMISSION_STATUSES> = labels.submissionStatus

// The same scale as the community's interactions.
export const SUBMISSION_PRIORITIES = PRIORITIES

const RESPONSE_METHODS = ['email', 'phone', 'in-person', 'letter', 'other'] as const
const RESPONSE_METHOD_LABELS: OptionLabels<typeof RESPONSE_METHODS> = labels.responseMethod

/** The submission's title (hooks/handling.ts titleFromAnswers); nobody writes it. */
export const submissionTitleField: Field = {
  name: 'title',
  type: 'text',
  label: label('Betreff', 'Subject'),
  access: { create: nobodyField, update: nobodyField },
  // A list column and the edit view's heading; not a form field (the condition hides only the input).
  admin: { readOnly: true, condition: () => false },
}

/** What the visitor sent, as a readable message with "Antworten per E-Mail" (a UI field above the raw answers). */
export const submissionMessageField: Field = {
  name: 'message',
  type: 'ui',
  label: label('Nachricht', 'Message'),
  admin: { components: { Field: '@/collections/FormSubmissions/components/SubmissionMessage#SubmissionMessage' } },
}

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
      options: selectOptions(SUBMISSION_STATUSES, STATUS_LABELS),
    },
    {
      name: 'priority',
      type: 'select',
      required: true,
      defaultValue: 'normal',
      index: true,
      label: label('Priorität', 'Priority'),
      options: selectOptions(SUBMISSION_PRIORITIES, PRIORITY_LABELS),
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
  group('response', label('Antwort', 'Response'), [
    row([
      { name: 'responded', type: 'checkbox', defaultValue: false, label: label('Beantwortet', 'Responded') },
      {
        name: 'method',
        type: 'select',
        label: label('Weg', 'Method'),
        options: selectOptions(RESPONSE_METHODS, RESPONSE_METHOD_LABELS),
      },
      dateTimeField({ name: 'respondedAt', label: label('Beantwortet am', 'Responded at') }),
    ]),
    { name: 'summary', type: 'textarea', label: label('Zusammenfassung', 'Summary') },
  ]),
  {
    name: 'internalNotes',
    type: 'array',
    label: label('Interne Notizen', 'Internal notes'),
    labels: { singular: label('Notiz', 'Note'), plural: label('Notizen', 'Notes') },
    admin: {
      description: label(
        'Autor und Zeitpunkt werden automatisch gesetzt; bestehende Notizen sind unveränderlich.',
        'Author and time are set automatically; existing notes cannot be edited.',
      ),
    },
    fields: [
      { name: 'note', type: 'textarea', required: true, label: label('Notiz', 'Note') },
      row([
        // Set by hooks/stampInternalNotes.ts; a client cannot write them.
        {
          name: 'author',
          type: 'relationship',
          relationTo: 'users',
          admin: { readOnly: true },
          access: { create: nobodyField, update: nobodyField },
        },
        dateTimeField({
          name: 'createdAt',
          admin: { readOnly: true },
          access: { create: nobodyField, update: nobodyField },
        }),
      ]),
    ],
  },
]

/**
 * What the visitor submitted stays as submitted: editable by nobody after creation. The raw answers are not shown
 * (SubmissionMessage shows them labelled); their data stays.
 */
export const freezeSubmittedFields = (fields: Field[]): Field[] =>
  fields.map((field) =>
    'name' in field && (field.name === 'form' || field.name === 'submissionData')
      ? ({
          ...field,
          access: { ...(field as FieldAffectingData).access, update: nobodyField },
          admin: { ...field.admin, readOnly: true, hidden: field.name === 'submissionData' },
        } as Field)
      : field,
  )
