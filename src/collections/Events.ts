import type { CollectionConfig, DateFieldValidation, NumberFieldSingleValidation } from 'payload'
import { groupTab, row } from '@/fields/layout'
import { imageField } from '@/fields/media'
import { validateHttpUrl } from '@/fields/validateUrl'
import { descriptionField, teaserField } from '@/fields/presentation'
import { tenantPages } from '@/collections/presets/tenantContent'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { dateTimeField } from '@/fields/dateTime'

type Registration = { enabled?: boolean | null; capacity?: number | null; registered?: number | null }

const capacityCoversRegistrations: NumberFieldSingleValidation = (capacity, { req, siblingData }) => {
  const registered = (siblingData as Registration).registered ?? 0
  if (capacity === null || capacity === undefined) return true
  if (!Number.isInteger(capacity) || capacity < 1)
    return localizedMessage(req, {
      de: 'Die Kapazität muss eine ganze Zahl ab 1 sein',
      en: 'The capacity must be a whole number of at least 1',
    })
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
  return new Date(end).getTime() >= new Date(start).getTime()
    ? true
    : localizedMessage(req, {
        de: 'Das Ende darf nicht vor dem Beginn liegen',
        en: 'The end must not be before the start',
      })
}

export const Events: CollectionConfig = tenantPages({
  slug: 'events',
  labels: { singular: { de: 'Veranstaltung', en: 'Event' }, plural: { de: 'Veranstaltungen', en: 'Events' } },
  admin: { defaultColumns: ['title', 'startDate', 'allDay', '_status'] },
  defaultSort: 'startDate',
  content: [teaserField('excerpt', 'Excerpt'), imageField(), descriptionField({ richText: true })],
  tabs: [
    groupTab({ de: 'Ort', en: 'Place' }, 'place', [
      { name: 'location', type: 'relationship', relationTo: 'locations', label: { de: 'Standort', en: 'Location' } },
      { name: 'venue', type: 'text', localized: true, label: { de: 'Veranstaltungsort', en: 'Venue' } },
      { name: 'address', type: 'textarea', label: { de: 'Adresse', en: 'Address' } },
      {
        name: 'online',
        type: 'checkbox',
        defaultValue: false,
        label: { de: 'Online-Veranstaltung', en: 'Online event' },
      },
      {
        name: 'onlineUrl',
        type: 'text',
        validate: validateHttpUrl,
        admin: { condition: (_d, s) => Boolean(s?.online) },
      },
    ]),
    groupTab({ de: 'Anmeldung', en: 'Registration' }, 'registration', [
      {
        name: 'enabled',
        type: 'checkbox',
        defaultValue: false,
        label: { de: 'Anmeldung möglich', en: 'Registration open' },
      },
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
      dateTimeField({ name: 'deadline', label: { de: 'Anmeldeschluss', en: 'Registration deadline' } }),
      { name: 'url', type: 'text', label: { de: 'Anmelde-URL', en: 'Registration URL' }, validate: validateHttpUrl },
      { name: 'email', type: 'email', label: { de: 'Anmelde-E-Mail', en: 'Registration e-mail' } },
    ]),
  ],
  sidebar: [
    dateTimeField({ name: 'startDate', required: true, index: true, label: { de: 'Beginn', en: 'Start' } }),
    dateTimeField({ name: 'endDate', label: { de: 'Ende', en: 'End' }, validate: endNotBeforeStart }),
    { name: 'allDay', type: 'checkbox', defaultValue: false, label: { de: 'Ganztägig', en: 'All day' } },
  ],
})
