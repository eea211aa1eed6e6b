import type { CollectionConfig } from 'payload'
import { row } from '@/fields/layout'
import { anyone } from '@/access/anyone'
import { deprecatedAliasEndpoints } from '@/endpoints/public/publicApi'
import { slugField } from '@/fields/slug'
import { socialLinksField } from '@/fields/socialLinks'
import { deriveHierarchyLevel, reassignReportsBeforeDelete, updateReportsLevels } from './hooks/reportingLine'
import { featuredField, nameField, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'

export const LANGUAGE_LEVELS = ['native', 'fluent', 'advanced', 'basic'] as const

export const Team: CollectionConfig = tenantContent({
  slug: 'team',
  group: 'company',
  // Team pages are public; signed-in users are limited to their tenants by the multi-tenant plugin.
  read: anyone,
  labels: { singular: { de: 'Teammitglied', en: 'Team member' }, plural: { de: 'Team', en: 'Team' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'department', 'hierarchyLevel', 'featured'],
  },
  defaultSort: ['hierarchyLevel', 'order', 'name'],
  // The public API lives at /api/public/team; these aliases go after one release (docs/public-apis.md).
  endpoints: [...deprecatedAliasEndpoints.team],
  hooks: {
    beforeChange: [deriveHierarchyLevel],
    afterChange: [updateReportsLevels],
    beforeDelete: [reassignReportsBeforeDelete],
  },
  fields: [
    nameField({ localized: false }),
    slugField({ from: 'name' }),
    row([
      { name: 'role', type: 'text', required: true, localized: true, label: { de: 'Position', en: 'Role' } },
      { name: 'department', type: 'text', localized: true, index: true, label: { de: 'Abteilung', en: 'Department' } },
    ]),
    { name: 'photo', type: 'upload', relationTo: 'media', label: { de: 'Foto', en: 'Photo' } },
    { name: 'bio', type: 'richText', localized: true, label: { de: 'Kurzbiografie', en: 'Bio' } },
    {
      name: 'contact',
      type: 'group',
      label: { de: 'Kontakt', en: 'Contact' },
      fields: [
        row([
          { name: 'email', type: 'email', label: 'E-Mail' },
          { name: 'phone', type: 'text', label: { de: 'Telefon', en: 'Phone' } },
          { name: 'mobile', type: 'text', label: { de: 'Mobil', en: 'Mobile' } },
        ]),
      ],
    },
    socialLinksField(),
    {
      name: 'qualifications',
      type: 'array',
      label: { de: 'Qualifikationen', en: 'Qualifications' },
      admin: { initCollapsed: true },
      fields: [
        row([
          { name: 'title', type: 'text', required: true, localized: true, label: { de: 'Abschluss', en: 'Title' } },
          { name: 'institution', type: 'text', label: { de: 'Institution', en: 'Institution' } },
          { name: 'year', type: 'number', min: 1900, max: 2100, label: { de: 'Jahr', en: 'Year' } },
        ]),
      ],
    },
    {
      name: 'specializations',
      type: 'array',
      label: { de: 'Schwerpunkte', en: 'Specializations' },
      admin: { initCollapsed: true },
      fields: [{ name: 'name', type: 'text', required: true, localized: true }],
    },
    {
      name: 'languages',
      type: 'array',
      label: { de: 'Sprachkenntnisse', en: 'Language skills' },
      admin: { initCollapsed: true },
      fields: [
        row([
          { name: 'language', type: 'text', required: true, localized: true, label: { de: 'Sprache', en: 'Language' } },
          {
            name: 'level',
            type: 'select',
            required: true,
            defaultValue: 'fluent',
            options: LANGUAGE_LEVELS.map((value) => ({ label: value, value })),
            label: { de: 'Niveau', en: 'Level' },
          },
        ]),
      ],
    },
    {
      name: 'reportsTo',
      type: 'relationship',
      relationTo: 'team',
      label: { de: 'Berichtet an', en: 'Reports to' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: { position: 'sidebar' },
    },
    {
      name: 'hierarchyLevel',
      type: 'number',
      defaultValue: 0,
      index: true,
      label: { de: 'Hierarchieebene', en: 'Hierarchy level' },
      admin: { position: 'sidebar', readOnly: true, description: { de: '0 = oberste Ebene; wird beim Speichern berechnet.', en: '0 = top level; derived on save.' } },
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: { de: 'Benutzerkonto', en: 'User account' },
      // Which login belongs to whom is internal.
      access: { read: ({ req }) => Boolean(req.user) },
      admin: { position: 'sidebar' },
    },
    { name: 'vcardEnabled', type: 'checkbox', defaultValue: false, label: { de: 'vCard-Download erlauben', en: 'Allow vCard download' }, admin: { position: 'sidebar' } },
    featuredField({ index: true }),
    orderField(),
  ],
})
