import type { CollectionConfig } from 'payload'
import { row } from '@/fields/layout'
import { rowListField } from '@/fields/lists'
import { coverImageField, galleryField } from '@/fields/media'
import { featuredVideoField } from '@/fields/featuredVideo'
import { slugField } from '@/fields/slug'
import { validateHttpUrl } from '@/fields/validateUrl'
import { descriptionField, featuredField, titleField } from '@/fields/presentation'
import { selectOptions } from '@/fields/selectOptions'
import { tenantContent } from '@/collections/presets/tenantContent'

export const PROJECT_PLATFORMS = [
  'pc',
  'mac',
  'linux',
  'playstation',
  'xbox',
  'switch',
  'ios',
  'android',
  'web',
  'vr',
] as const
export const PROJECT_ENGINES = ['unity', 'unreal', 'godot', 'gamemaker', 'custom', 'other'] as const
export const PROJECT_STATUSES = [
  'concept',
  'prototype',
  'in-development',
  'early-access',
  'released',
  'on-hold',
  'cancelled',
] as const

/** Game-development portfolio entries. */
export const Projects: CollectionConfig = tenantContent({
  slug: 'projects',
  // Part of the portfolio module, but listed with the content.
  group: 'content',
  labels: { singular: { de: 'Projekt', en: 'Project' }, plural: { de: 'Projekte', en: 'Projects' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'engine', 'releaseDate'] },
  defaultSort: '-releaseDate',
  fields: [
    titleField(),
    slugField(),
    { name: 'tagline', type: 'text', localized: true, label: { de: 'Kurzbeschreibung', en: 'Tagline' } },
    descriptionField({ richText: true }),
    row([
      {
        name: 'platforms',
        type: 'select',
        hasMany: true,
        required: true,
        options: selectOptions(PROJECT_PLATFORMS),
        label: { de: 'Plattformen', en: 'Platforms' },
      },
      { name: 'engine', type: 'select', options: selectOptions(PROJECT_ENGINES), label: 'Engine' },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'concept',
        index: true,
        options: selectOptions(PROJECT_STATUSES),
        label: 'Status',
      },
    ]),
    {
      name: 'releaseDate',
      type: 'date',
      label: { de: 'Veröffentlichung', en: 'Release date' },
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    coverImageField(),
    galleryField(),
    featuredVideoField('trailer'),
    rowListField('links', { label: { de: 'Links (Stores, Presse)', en: 'Links (stores, press)' } }, [
      { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Beschriftung', en: 'Label' } },
      { name: 'url', type: 'text', required: true, validate: validateHttpUrl },
    ]),
    featuredField(),
  ],
})
