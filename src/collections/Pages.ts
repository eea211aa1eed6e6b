import type { CollectionConfig } from 'payload'
import { tabs } from '@/fields/layout'
import { contentTab } from '@/fields/presentation'
import { editorialAccess } from '@/access/editorialAccess'
import { tenantMembersOrPublished } from '@/access/tenantMembersOrPublished'
import { layoutBlocks } from '@/blocks'
import { validatedDrafts } from '@/collections/validatedDrafts'
import { slugField } from '@/fields/slug'
import { siteLivePreview, sitePreview } from '@/lib/site/preview'
import { ADMIN_GROUPS } from '@/collections/presets/adminGroups'

export const Pages: CollectionConfig = {
  slug: 'pages',
  custom: { tenantScoped: true, seo: true },
  labels: { singular: { de: 'Seite', en: 'Page' }, plural: { de: 'Seiten', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: ADMIN_GROUPS.content,
    preview: sitePreview('pages'),
    livePreview: siteLivePreview('pages'),
  },
  access: editorialAccess(tenantMembersOrPublished),
  // Backstop for the slug validator under concurrent saves.
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  versions: validatedDrafts(50),
  fields: [
    tabs([
      contentTab([
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'layout', type: 'blocks', blocks: layoutBlocks },
      ]),
    ]),
    slugField(),
    {
      // Demo and internal pages (the block showcase, the slider variants) stay reachable by link but out of
      // search engines and the sitemap (issue 30).
      name: 'hideFromSearch',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Nicht in Suchmaschinen und Sitemap', en: 'Hide from search engines and sitemap' },
      admin: { position: 'sidebar' },
    },
  ],
}
