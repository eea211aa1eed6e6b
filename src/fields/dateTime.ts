import type { DateField } from 'payload'

/** A point in time: the admin's picker offers the time of day as well as the date. */
export const dateTimeField = ({ admin, ...field }: Omit<DateField, 'type'>): DateField => ({
  ...field,
  type: 'date',
  admin: { ...admin, date: { ...admin?.date, pickerAppearance: 'dayAndTime' } },
})
