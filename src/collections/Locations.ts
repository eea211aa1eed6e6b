import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { group, row } from '@/fields/layout'
import { imageField } from '@/fields/media'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { validateHttpUrl } from '@/fields/validateUrl'
import { WEEKDAYS, closesError, opensError } from '@/lib/locations/openingHours'
import { introFields, nameField, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { selectOptions } from '@/fields/selectOptions'
import { WEEKDAY_LABELS } from '@/fields/vocabulary'

const inLanguage = (req: Parameters<typeof localizedMessage>[0], error: Bilingual | null) =>
  error ? localizedMessage(req, error) : true
const validOpens: TextFieldSingleValidation = (value, { req }) => inLanguage(req, opensError(value))
const validCloses: TextFieldSingleValidation = (value, { req, siblingData }) =>
  inLanguage(req, closesError((siblingData as { opens?: string }).opens, value))
// Times are entered as HH:MM in both languages.
const TIME_PLACEHOLDER = { opens: { de: '08:00', en: '08:00' }, closes: { de: '18:00', en: '18:00' } }

export const Locations: CollectionConfig = tenantContent({
  slug: 'locations',
  labels: { singular: { de: 'Standort', en: 'Location' }, plural: { de: 'Standorte', en: 'Locations' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'isMain'] },
  defaultSort: 'order',
  fields: [
    ...introFields({ title: nameField() }),
    imageField(),
    group('address', { de: 'Adresse', en: 'Address' }, [
      { name: 'street', type: 'text', label: { de: 'Straße und Nr.', en: 'Street' } },
      row([
        { name: 'postalCode', type: 'text', label: { de: 'PLZ', en: 'Postal code' } },
        { name: 'city', type: 'text', label: { de: 'Ort', en: 'City' } },
        { name: 'country', type: 'text', defaultValue: 'DE', label: { de: 'Land (ISO)', en: 'Country (ISO)' } },
      ]),
      row([
        { name: 'latitude', type: 'number', min: -90, max: 90, label: { de: 'Breitengrad', en: 'Latitude' } },
        { name: 'longitude', type: 'number', min: -180, max: 180, label: { de: 'Längengrad', en: 'Longitude' } },
      ]),
    ]),
    group('contact', { de: 'Kontakt', en: 'Contact' }, [
      row([
        { name: 'phone', type: 'text', label: { de: 'Telefon', en: 'Phone' } },
        { name: 'email', type: 'email', label: 'E-Mail' },
        { name: 'website', type: 'text', label: 'Website', validate: validateHttpUrl },
      ]),
    ]),
    {
      // An array field: PostgreSQL keeps the rows in their own table (locations_opening_hours).
      name: 'openingHours',
      type: 'array',
      label: { de: 'Öffnungszeiten', en: 'Opening hours' },
      labels: { singular: { de: 'Zeitraum', en: 'Time range' }, plural: { de: 'Zeiträume', en: 'Time ranges' } },
      admin: {
        description: {
          de: 'Eine Zeile je Tag und Zeitraum (z. B. Mittagspause = zwei Zeilen).',
          en: 'One row per day and range (a lunch break = two rows).',
        },
      },
      fields: [
        row([
          {
            name: 'day',
            type: 'select',
            required: true,
            options: selectOptions(WEEKDAYS, WEEKDAY_LABELS),
            label: { de: 'Tag', en: 'Day' },
          },
          {
            name: 'opens',
            type: 'text',
            required: true,
            label: { de: 'von', en: 'Opens' },
            validate: validOpens,
            admin: { placeholder: TIME_PLACEHOLDER.opens },
          },
          {
            name: 'closes',
            type: 'text',
            required: true,
            label: { de: 'bis', en: 'Closes' },
            validate: validCloses,
            admin: { placeholder: TIME_PLACEHOLDER.closes },
          },
        ]),
        { name: 'note', type: 'text', localized: true, label: { de: 'Hinweis', en: 'Note' } },
      ],
    },
    {
      name: 'isMain',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Hauptstandort', en: 'Main location' },
      admin: { position: 'sidebar' },
    },
    orderField(),
  ],
})
