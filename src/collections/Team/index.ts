import type { CollectionConfig } from 'payload'
import { group, row } from '@/fields/layout'
import { anyone } from '@/access/anyone'
import { deprecatedAliasEndpoints } from '@/endpoints/public/publicApi'
import { slugField } from '@/fields/slug'
import { socialLinksField } from '@/fields/socialLinks'
import { deriveHierarchyLevel, reassignReportsBeforeDelete, updateReportsLevels } from './hooks/reportingLine'
import { featuredField, nameField, orderField } from '@/fields/presentation'
import { tenantContent } from '@/collections/presets/tenantContent'
import { rowListField, textListField } from '@/fields/lists'
import { selectOptions } from '@/fields/selectOptions'

export const LANGUAGE_LEVELS = ['native', 'fluent', 'advanced', 'basic'] as const

// The profile's lists start folded so the edit view stays short.
const collapsed = { initCollapsed: true }

export const Team: CollectionConfig = tenantContent({
  slug: 'team',
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
    group('contact', { de: 'Kontakt', en: 'Contact' }, [
      row([
        { name: 'email', type: 'email', label: 'E-Mail' },
        { name: 'phone', type: 'text', label: { de: 'Telefon', en: 'Phone' } },
        { name: 'mobile', type: 'text', label: { de: 'Mobil', en: 'Mobile' } },
      ]),
    ]),
    socialLinksField(),
    rowListField('qualifications', { label: { de: 'Qualifikationen', en: 'Qualifications' }, admin: collapsed }, [
      { name: 'title', type: 'text', required: true, localized: true, label: { de: 'Abschluss', en: 'Title' } },
      { name: 'institution', type: 'text', label: { de: 'Institution', en: 'Institution' } },
      { name: 'year', type: 'number', min: 1900, max: 2100, label: { de: 'Jahr', en: 'Year' } },
    ]),
    textListField('specializations', {
      label: { de: 'Schwerpunkte', en: 'Specializations' },
      admin: collapsed,
      item: 'name',
    }),
    rowListField('languages', { label: { de: 'Sprachkenntnisse', en: 'Language skills' }, admin: collapsed }, [
      { name: 'language', type: 'text', required: true, localized: true, label: { de: 'Sprache', en: 'Language' } },
      {
        name: 'level',
        type: 'select',
        required: true,
        defaultValue: 'fluent',
        options: selectOptions(LANGUAGE_LEVELS),
        label: { de: 'Niveau', en: 'Level' },
      },
    ]),
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
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: { de: '0 = oberste Ebene; wird beim Speichern berechnet.', en: '0 = top level; derived on save.' },
      },
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
    {
      name: 'vcardEnabled',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'vCard-Download erlauben', en: 'Allow vCard download' },
      admin: { position: 'sidebar' },
    },
    featuredField({ index: true }),
    orderField(),
  ],
})
