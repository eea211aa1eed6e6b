import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editorialAccess } from '@/access/editorialAccess'
import { featuredVideoField } from '@/fields/featuredVideo'
import { slugField } from '@/fields/slug'
import { validateHttpUrl } from '@/fields/validateUrl'

export const PROJECT_PLATFORMS = ['pc', 'mac', 'linux', 'playstation', 'xbox', 'switch', 'ios', 'android', 'web', 'vr'] as const
export const PROJECT_ENGINES = ['unity', 'unreal', 'godot', 'gamemaker', 'custom', 'other'] as const
export const PROJECT_STATUSES = ['concept', 'prototype', 'in-development', 'early-access', 'released', 'on-hold', 'cancelled'] as const

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** Game-development portfolio entries. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  custom: { tenantScoped: true },
  labels: { singular: { de: 'Projekt', en: 'Project' }, plural: { de: 'Projekte', en: 'Projects' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'engine', 'releaseDate'], group: { de: 'Inhalte', en: 'Content' } },
  access: editorialAccess(anyone),
  defaultSort: '-releaseDate',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { de: 'Titel', en: 'Title' } },
    slugField(),
    { name: 'tagline', type: 'text', localized: true, label: { de: 'Kurzbeschreibung', en: 'Tagline' } },
    { name: 'description', type: 'richText', localized: true, label: { de: 'Beschreibung', en: 'Description' } },
    {
      type: 'row',
      fields: [
        { name: 'platforms', type: 'select', hasMany: true, required: true, options: options(PROJECT_PLATFORMS), label: { de: 'Plattformen', en: 'Platforms' } },
        { name: 'engine', type: 'select', options: options(PROJECT_ENGINES), label: 'Engine' },
        { name: 'status', type: 'select', required: true, defaultValue: 'concept', index: true, options: options(PROJECT_STATUSES), label: 'Status' },
      ],
    },
    { name: 'releaseDate', type: 'date', label: { de: 'Veröffentlichung', en: 'Release date' }, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'coverImage', type: 'upload', relationTo: 'media', label: { de: 'Titelbild', en: 'Cover image' } },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, label: { de: 'Galerie', en: 'Gallery' } },
    featuredVideoField('trailer'),
    {
      name: 'links',
      type: 'array',
      label: { de: 'Links (Stores, Presse)', en: 'Links (stores, press)' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Beschriftung', en: 'Label' } },
            { name: 'url', type: 'text', required: true, validate: validateHttpUrl },
          ],
        },
      ],
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, label: { de: 'Hervorgehoben', en: 'Featured' }, admin: { position: 'sidebar' } },
  ],
}
