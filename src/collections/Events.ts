import type { CollectionConfig, DateFieldValidation, NumberFieldSingleValidation } from 'payload'
import { row, tabs } from '@/fields/layout'
import { imageField } from '@/fields/media'
import { slugField } from '@/fields/slug'
import { validateHttpUrl } from '@/fields/validateUrl'
import { contentTab, descriptionField, teaserField, titleField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'
import { localizedMessage } from '@/access/localizedMessage'

type Registration = { enabled?: boolean | null; capacity?: number | null; registered?: number | null }

const capacityCoversRegistrations: NumberFieldSingleValidation = (capacity, { req, siblingData }) => {
  const registered = (siblingData as Registration).registered ?? 0
  if (capacity === null || capacity === undefined) return true
  if (!Number.isInteger(capacity) || capacity < 1) return localizedMessage(req, { de: 'Die Kapazität muss eine ganze Zahl ab 1 sein', en: 'The capacity must be a whole number of at least 1' })
  return capacity >= registered
    ? true
    : localizedMessage(req, {
        de: `Die Kapazität muss mindestens der Zahl der Anmeldungen (${registered}) entsprechen`,
        en: `The capacity must be at least the number of registrations (${registered})`,
      })
}

const endNotBeforeStart: DateFieldValidation = (end, { req, siblingData }) => {
  const start = (siblingData as { startDate?: string | Date | null }).startDate
  if (!end || !start) return true
  return new Date(end).getTime() >= new Date(start).getTime() ? true : localizedMessage(req, { de: 'Das Ende darf nicht vor dem Beginn liegen', en: 'The end must not be before the start' })
}

export const Events: CollectionConfig = tenantContent({
  slug: 'events',
  group: 'content',
  drafts: true,
  seo: true,
  labels: { singular: { de: 'Veranstaltung', en: 'Event' }, plural: { de: 'Veranstaltungen', en: 'Events' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'startDate', 'allDay', '_status'] },
  defaultSort: 'startDate',
  fields: [
    tabs([
      contentTab([
        titleField(),
        teaserField('excerpt', 'Excerpt'),
        imageField(),
        descriptionField({ richText: true }),
      ]),
      {
        label: { de: 'Ort', en: 'Place' },
        fields: [
          {
            name: 'place',
            type: 'group',
            label: false,
            fields: [
              { name: 'location', type: 'relationship', relationTo: 'locations', label: { de: 'Standort', en: 'Location' } },
              { name: 'venue', type: 'text', localized: true, label: { de: 'Veranstaltungsort', en: 'Venue' } },
              { name: 'address', type: 'textarea', label: { de: 'Adresse', en: 'Address' } },
              { name: 'online', type: 'checkbox', defaultValue: false, label: { de: 'Online-Veranstaltung', en: 'Online event' } },
              { name: 'onlineUrl', type: 'text', validate: validateHttpUrl, admin: { condition: (_d, s) => Boolean(s?.online) } },
            ],
          },
        ],
      },
      {
        label: { de: 'Anmeldung', en: 'Registration' },
        fields: [
          {
            name: 'registration',
            type: 'group',
            label: false,
            fields: [
              { name: 'enabled', type: 'checkbox', defaultValue: false, label: { de: 'Anmeldung möglich', en: 'Registration open' } },
              row([
                {
                  name: 'capacity',
                  type: 'number',
                  label: { de: 'Plätze', en: 'Capacity' },
                  admin: { description: { de: 'Leer = unbegrenzt', en: 'Empty = unlimited' } },
                  validate: capacityCoversRegistrations,
                },
                { name: 'registered', type: 'number', min: 0, defaultValue: 0, label: { de: 'Angemeldet', en: 'Registered' } },
              ]),
              {
                name: 'spotsLeft',
                type: 'number',
                virtual: true,
                admin: { hidden: true },
                hooks: {
                  afterRead: [
                    ({ siblingData }) => {
                      const { capacity, registered } = siblingData as Registration
                      return typeof capacity === 'number' ? Math.max(0, capacity - (registered ?? 0)) : null
                    },
                  ],
                },
              },
              { name: 'deadline', type: 'date', label: { de: 'Anmeldeschluss', en: 'Registration deadline' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
              { name: 'url', type: 'text', label: { de: 'Anmelde-URL', en: 'Registration URL' }, validate: validateHttpUrl },
              { name: 'email', type: 'email', label: { de: 'Anmelde-E-Mail', en: 'Registration e-mail' } },
            ],
          },
        ],
      },
    ]),
    slugField(),
    {
      name: 'startDate',
      type: 'date',
      required: true,
      index: true,
      label: { de: 'Beginn', en: 'Start' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'endDate',
      type: 'date',
      label: { de: 'Ende', en: 'End' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      validate: endNotBeforeStart,
    },
    { name: 'allDay', type: 'checkbox', defaultValue: false, label: { de: 'Ganztägig', en: 'All day' }, admin: { position: 'sidebar' } },
  ],
})
