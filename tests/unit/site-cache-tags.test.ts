import { describe, expect, it } from 'vitest'
import {
  referencedDocTags,
  routedReadTags,
  type SiteChange,
  sitemapTag,
  TENANT_HOSTS_TAG,
  tagsToExpire,
  tenantTag,
} from '@/lib/site/cacheTags'

const A = 1
const B = 2
const pageX = { id: 10, tenant: A, slug: 'kontakt' }
const pageY = { id: 11, tenant: A, slug: 'ueber-uns' }
/** A page whose link field and rich text point at page X (populated, as the page read returns them). */
const pageZ = {
  id: 12,
  tenant: A,
  slug: 'start',
  layout: [
    {
      blockType: 'callToAction',
      primary: { type: 'internal', reference: { relationTo: 'pages', value: { id: 10, slug: 'kontakt' } } },
    },
    {
      blockType: 'content',
      content: {
        root: {
          children: [
            { type: 'upload', relationTo: 'media', value: { id: 5 } },
            { type: 'link', fields: { doc: { relationTo: 'pages', value: 10 } } },
          ],
        },
      },
    },
  ],
}

/** True when the change expires the read: they share a tag. */
const evicts = (change: SiteChange, readTags: string[]) => tagsToExpire(change).some((tag) => readTags.includes(tag))
const readOf = (
  doc: { id: number; tenant: number; slug: string } | null,
  slug = doc?.slug ?? '',
  tenantId = doc?.tenant ?? A,
) => routedReadTags({ tenantId, collection: 'pages', slug, doc })

describe('site cache tags', () => {
  it('a page publish expires that page, its slugs and the sitemap, not the tenant', () => {
    const change = { collection: 'pages', doc: pageX, previousDoc: pageX }
    expect(tagsToExpire(change)).toEqual(['site:doc:pages:10', 'site:slug:1:pages:kontakt', sitemapTag(A)])
    expect(evicts(change, readOf(pageX))).toBe(true)
    expect(evicts(change, readOf(pageY))).toBe(false)
    // A page that links to X shows X's slug: it is read again.
    expect(evicts(change, readOf(pageZ))).toBe(true)
  })

  it('a new page at a slug that answered 404 expires that 404; a renamed page expires both slugs', () => {
    expect(evicts({ collection: 'pages', doc: { id: 20, tenant: A, slug: 'neu' } }, readOf(null, 'neu'))).toBe(true)
    expect(tagsToExpire({ collection: 'pages', doc: pageX, previousDoc: { ...pageX, slug: 'alt' } })).toEqual([
      'site:doc:pages:10',
      'site:slug:1:pages:kontakt',
      'site:slug:1:pages:alt',
      sitemapTag(A),
    ])
  })

  it('documents shown by blocks expire the whole tenant (the broad fallback)', () => {
    for (const collection of ['faqs', 'testimonials', 'forms', 'media', 'team', 'posts', 'services']) {
      const change = { collection, doc: { id: 3, tenant: { id: A } } }
      expect(tagsToExpire(change), collection).toEqual([tenantTag(A)])
      expect(evicts(change, readOf(pageX))).toBe(true)
    }
  })

  it('a publish in tenant A never evicts tenant B', () => {
    const pageOfB = { id: 30, tenant: B, slug: 'kontakt' }
    for (const change of [
      { collection: 'pages', doc: pageX },
      { collection: 'faqs', doc: { id: 3, tenant: A } },
      { collection: 'tenants', doc: { id: A } },
    ]) {
      expect(evicts(change, readOf(pageOfB)), change.collection).toBe(false)
      expect(evicts(change, readOf(null, 'neu', B)), change.collection).toBe(false)
    }
  })

  it('a tenant change expires its host lookup and its pages; a document without tenant expires nothing', () => {
    expect(tagsToExpire({ collection: 'tenants', doc: { id: A } })).toEqual([TENANT_HOSTS_TAG, tenantTag(A)])
    expect(tagsToExpire({ collection: 'faqs', doc: { id: 3, tenant: null } })).toEqual([])
  })

  it('a read depends on the pages it links to, not on media or other collections', () => {
    expect([...referencedDocTags(pageZ.layout)]).toEqual(['site:doc:pages:10'])
    expect(readOf(null, 'neu')).toEqual([tenantTag(A), 'site:slug:1:pages:neu'])
  })
})
