import type { CollectionConfig } from 'payload'
import { tabs } from '@/fields/layout'
import { contentTab, featuredField, titleField } from '@/fields/presentation'
import { layoutBlocks } from '@/blocks'
import { featuredVideoField } from '@/fields/featuredVideo'
import { slugField } from '@/fields/slug'
import { siteLivePreview, sitePreview } from '@/lib/site/preview'
import { computeReadingTime } from './hooks/readingTime'
import { resolveAuthorName, resolveCategory } from './hooks/virtualFields'
import { tenantContent } from '@/collections/presets/tenantContent'
import { dateTimeField } from '@/fields/dateTime'

export const Posts: CollectionConfig = tenantContent({
  slug: 'posts',
  drafts: 50,
  seo: true,
  labels: { singular: { de: 'Beitrag', en: 'Post' }, plural: { de: 'Beiträge', en: 'Posts' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'publishedAt', '_status'],
    preview: sitePreview('posts'),
    livePreview: siteLivePreview('posts'),
  },
  defaultSort: '-publishedAt',
  fields: [
    tabs([
      contentTab([
        titleField(),
        { name: 'excerpt', type: 'textarea', localized: true, label: { de: 'Teaser', en: 'Excerpt' } },
        { name: 'heroImage', type: 'upload', relationTo: 'media', label: { de: 'Titelbild', en: 'Hero image' } },
        { name: 'content', type: 'richText', localized: true, label: { de: 'Text', en: 'Content' } },
        // Rendered below the body on the post's page.
        {
          name: 'layout',
          type: 'blocks',
          blocks: layoutBlocks,
          label: { de: 'Blöcke unter dem Text', en: 'Blocks below the text' },
        },
      ]),
      { label: 'Video', fields: [featuredVideoField()] },
    ]),
    slugField(),
    dateTimeField({
      name: 'publishedAt',
      index: true,
      label: { de: 'Veröffentlicht am', en: 'Published at' },
      admin: { position: 'sidebar' },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    }),
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'authors',
      label: { de: 'Autor:in', en: 'Author' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'coAuthors',
      type: 'relationship',
      relationTo: 'authors',
      hasMany: true,
      label: { de: 'Co-Autor:innen', en: 'Co-authors' },
      admin: { position: 'sidebar' },
      filterOptions: ({ siblingData }) => {
        const author = (siblingData as { author?: unknown }).author
        const authorId = typeof author === 'object' && author !== null ? (author as { id: unknown }).id : author
        return authorId ? { id: { not_equals: authorId } } : true
      },
    },
    {
      name: 'legacyAuthor',
      type: 'text',
      label: { de: 'Autor (Alttext)', en: 'Legacy author' },
      admin: {
        position: 'sidebar',
        description: {
          de: 'Aus importierten Beiträgen; wird angezeigt, wenn keine Autor:in gewählt ist.',
          en: 'From imported posts; shown when no author is set.',
        },
      },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      label: 'Tags',
      admin: { position: 'sidebar' },
    },
    {
      name: 'readingTime',
      type: 'number',
      localized: true,
      label: { de: 'Lesezeit (Min.)', en: 'Reading time (min)' },
      admin: { position: 'sidebar', readOnly: true },
      hooks: { beforeChange: [computeReadingTime] },
    },
    featuredField(),
    // Read-only, computed on read, never stored (see docs/content-model.md).
    {
      name: 'authorName',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [resolveAuthorName] },
    },
    { name: 'category', type: 'text', virtual: true, admin: { hidden: true }, hooks: { afterRead: [resolveCategory] } },
  ],
})
