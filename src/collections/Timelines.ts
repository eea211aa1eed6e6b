import type { CollectionConfig, Field, PayloadRequest } from 'payload'
import { row } from '@/fields/layout'
import { galleryField, imageField } from '@/fields/media'
import { deprecatedAliasEndpoints } from '@/endpoints/public/publicApi'
import {
  ACTION_REQUIRED,
  TIMELINE_CATEGORIES,
  TIMELINE_DATE_TYPES,
  TIMELINE_IMPORTANCE,
  TIMELINE_LAYOUTS,
  TIMELINE_TYPES,
} from '@/lib/timelines/options'
import { descriptionField, introFields, titleField } from '@/fields/presentation'
import { labelledOptions, selectOptions } from '@/fields/selectOptions'
import { tenantContent } from '@/collections/presets/tenantContent'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { itemListField } from '@/fields/lists'

type EventRow = { dateType?: (typeof TIMELINE_DATE_TYPES)[number] | null; date?: string | null }

const dateTypeIs =
  (...types: EventRow['dateType'][]) =>
  (_data: unknown, siblingData: EventRow) =>
    types.includes(siblingData?.dateType ?? 'fullDate')

/** Fields of an event that only process timelines (step-by-step procedures) use. */
const processFields: Field = {
  name: 'process',
  type: 'group',
  label: { de: 'Prozessschritt', en: 'Process step' },
  admin: { condition: (data) => (data as { type?: string })?.type === 'process' },
  fields: [
    row([
      { name: 'stepNumber', type: 'number', min: 1, label: { de: 'Schritt Nr.', en: 'Step number' } },
      { name: 'duration', type: 'text', localized: true, label: { de: 'Dauer', en: 'Duration' } },
      { name: 'responsible', type: 'text', localized: true, label: { de: 'Verantwortlich', en: 'Responsible' } },
      {
        name: 'actionRequired',
        type: 'select',
        options: selectOptions(ACTION_REQUIRED),
        label: { de: 'Aktion erforderlich von', en: 'Action required by' },
      },
    ]),
    {
      name: 'deliverables',
      type: 'array',
      label: { de: 'Ergebnisse / Dokumente', en: 'Deliverables / documents' },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'document', type: 'upload', relationTo: 'downloads' },
      ],
    },
  ],
}

export const Timelines: CollectionConfig = tenantContent({
  slug: 'timelines',
  drafts: 30,
  seo: true,
  labels: { singular: { de: 'Zeitleiste', en: 'Timeline' }, plural: { de: 'Zeitleisten', en: 'Timelines' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'layout', '_status', 'updatedAt'] },
  // The public API lives at /api/public/timelines; these aliases go after one release (docs/public-apis.md).
  endpoints: [...deprecatedAliasEndpoints.timelines],
  fields: [
    ...introFields(),
    row([
      {
        name: 'type',
        type: 'select',
        required: true,
        defaultValue: 'history',
        index: true,
        options: selectOptions(TIMELINE_TYPES),
        label: { de: 'Art', en: 'Type' },
      },
      {
        name: 'layout',
        type: 'select',
        required: true,
        defaultValue: 'vertical',
        options: selectOptions(TIMELINE_LAYOUTS),
        label: 'Layout',
      },
      {
        name: 'sortOrder',
        type: 'select',
        required: true,
        defaultValue: 'asc',
        options: labelledOptions({
          asc: { de: 'Älteste zuerst', en: 'Oldest first' },
          desc: { de: 'Neueste zuerst', en: 'Newest first' },
        }),
        label: { de: 'Sortierung', en: 'Sorting' },
      },
      {
        name: 'groupByYear',
        type: 'checkbox',
        defaultValue: false,
        label: { de: 'Nach Jahr gruppieren', en: 'Group by year' },
      },
    ]),
    itemListField(
      'events',
      { singular: { de: 'Ereignis', en: 'Event' }, plural: { de: 'Ereignisse', en: 'Events' } },
      {
        admin: { initCollapsed: true },
        fields: [
          titleField(),
          descriptionField(),
          row([
            {
              name: 'dateType',
              type: 'select',
              required: true,
              defaultValue: 'fullDate',
              options: selectOptions(TIMELINE_DATE_TYPES),
              label: { de: 'Datumsform', en: 'Date form' },
            },
            {
              name: 'date',
              type: 'date',
              label: { de: 'Datum', en: 'Date' },
              admin: {
                date: { pickerAppearance: 'dayOnly' },
                description: {
                  de: 'Bei eigenem Text optional (nur für die Sortierung).',
                  en: 'Optional with custom text (sorting only).',
                },
              },
              validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: EventRow }) =>
                value || siblingData?.dateType === 'custom'
                  ? true
                  : localizedMessage(req, {
                      de: 'Für diese Datumsform ist ein Datum nötig',
                      en: 'A date is required for this date form',
                    }),
            },
            {
              name: 'endDate',
              type: 'date',
              label: { de: 'Enddatum', en: 'End date' },
              admin: { date: { pickerAppearance: 'dayOnly' }, condition: dateTypeIs('range') },
              validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: EventRow }) => {
                if (siblingData?.dateType !== 'range' || !value) return true
                return !siblingData.date || new Date(String(value)) >= new Date(siblingData.date)
                  ? true
                  : localizedMessage(req, {
                      de: 'Das Enddatum darf nicht vor dem Startdatum liegen',
                      en: 'The end date must not be before the start date',
                    })
              },
            },
            {
              name: 'customText',
              type: 'text',
              localized: true,
              label: { de: 'Eigener Text', en: 'Custom text' },
              admin: { condition: dateTypeIs('custom') },
              validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: EventRow }) =>
                value || siblingData?.dateType !== 'custom'
                  ? true
                  : localizedMessage(req, {
                      de: 'Den Text angeben, der statt eines Datums erscheint',
                      en: 'Enter the text to show instead of a date',
                    }),
            },
          ]),
          row([
            {
              name: 'category',
              type: 'select',
              options: selectOptions(TIMELINE_CATEGORIES),
              label: { de: 'Kategorie', en: 'Category' },
            },
            {
              name: 'importance',
              type: 'select',
              required: true,
              defaultValue: 'normal',
              options: selectOptions(TIMELINE_IMPORTANCE),
              label: { de: 'Bedeutung', en: 'Importance' },
            },
          ]),
          imageField(),
          galleryField(),
          processFields,
        ],
      },
    ),
  ],
})
