import { describe, expect, it } from 'vitest'
import { favoriteLinkRel } from '@/blocks/Favorites/favoriteLink'
import { buildOrgTree, type OrgMember, type OrgNode } from '@/blocks/OrgChart/orgTree'
import { seriesDetailLinks } from '@/blocks/Series/seriesDetailLinks'
import { countText } from '@/blocks/shared/countText'
import { matchesMember, normalizeSearch } from '@/blocks/TeamFilter/teamSearch'

describe('team search', () => {
  const julia = { name: 'Dr. Julia Hartmann', role: 'Zahnärztin, Praxisinhaberin', department: 'Praxisleitung' }
  const lea = { name: 'Lea Hoffmann', role: 'Zahnmedizinische Fachangestellte', department: 'Empfang' }

  it('matches every word of the query in name or role, case- and accent-insensitively', () => {
    expect(matchesMember(julia, '', '')).toBe(true)
    expect(matchesMember(julia, '  julia ', '')).toBe(true)
    expect(matchesMember(julia, 'zahnarztin hartmann', '')).toBe(true)
    expect(matchesMember(julia, 'JULIA lea', '')).toBe(false)
    expect(matchesMember(lea, 'fachangestellte', '')).toBe(true)
    // The department is a filter of its own, not part of the text search.
    expect(matchesMember(lea, 'empfang', '')).toBe(false)
    expect(normalizeSearch('Ärztin Çelik')).toBe('arztin celik')
  })

  it('filters by department; an empty department matches everyone', () => {
    expect(matchesMember(lea, '', 'Empfang')).toBe(true)
    expect(matchesMember(julia, '', 'Empfang')).toBe(false)
    expect(matchesMember(lea, 'lea', 'Praxisleitung')).toBe(false)
  })

  it('words the result count', () => {
    const text = { none: 'Niemand gefunden', countOne: '1 Person gefunden', count: '{count} Personen gefunden' }
    expect([0, 1, 4].map((count) => countText(count, text))).toEqual([
      'Niemand gefunden',
      '1 Person gefunden',
      '4 Personen gefunden',
    ])
  })
})

describe('org chart tree', () => {
  const m = (id: number, reportsTo: number | null): OrgMember<string> => ({ id, reportsTo, member: `m${id}` })
  const shape = (nodes: OrgNode<string>[]): unknown[] =>
    nodes.map((node) => (node.reports.length > 0 ? { [node.member]: shape(node.reports) } : node.member))

  it('nests reports under their manager, in the members’ order', () => {
    const members = [m(1, null), m(2, 1), m(3, 1), m(4, 3), m(5, null)]
    expect(shape(buildOrgTree(members, { maxDepth: 10 }))).toEqual([{ m1: ['m2', { m3: ['m4'] }] }, 'm5'])
  })

  it('starts from a chosen member and stops at the depth limit', () => {
    const members = [m(1, null), m(2, 1), m(3, 2), m(4, 3)]
    expect(shape(buildOrgTree(members, { rootId: 2, maxDepth: 1 }))).toEqual([{ m2: ['m3'] }])
    expect(buildOrgTree(members, { rootId: 99, maxDepth: 4 })).toEqual([])
  })

  it('treats a manager outside the list as no manager', () => {
    expect(shape(buildOrgTree([m(2, 1), m(3, 2)], { maxDepth: 4 }))).toEqual([{ m2: ['m3'] }])
  })

  it('places every member once even if stored data contains a cycle', () => {
    const members = [m(1, null), m(2, 3), m(3, 2), m(4, 1)]
    // 2 and 3 report to each other: neither is a root, so they are not shown; nothing loops.
    expect(shape(buildOrgTree(members, { maxDepth: 10 }))).toEqual([{ m1: ['m4'] }])
    expect(shape(buildOrgTree(members, { rootId: 2, maxDepth: 10 }))).toEqual([{ m2: ['m3'] }])
  })
})

describe('series detail links', () => {
  it('links a series to the first page with a series detail block for it, with the anchor', () => {
    const pages = [
      { slug: 'start', layout: [{ blockType: 'content' }, { blockType: 'series', series: [1, 2] }] },
      { slug: 'serie-eins', layout: [{ blockType: 'seriesDetail', series: 1 }] },
      {
        slug: 'showcase',
        layout: [
          { blockType: 'seriesDetail', series: { id: 1 } },
          { blockType: 'seriesDetail', series: { id: 2 } },
        ],
      },
      { slug: null, layout: [{ blockType: 'seriesDetail', series: 3 }] },
    ]
    const links = seriesDetailLinks(
      pages,
      [
        { id: 1, slug: 'eins' },
        { id: 2, slug: 'zwei' },
        { id: 3, slug: 'drei' },
      ],
      'de',
    )
    expect(Object.fromEntries(links)).toEqual({ 1: '/de/serie-eins#series-eins', 2: '/de/showcase#series-zwei' })
  })
})

describe('favorite links', () => {
  it('marks affiliate links as sponsored', () => {
    expect(favoriteLinkRel({ affiliateNetwork: 'amazon' })).toBe('sponsored noopener')
    expect(favoriteLinkRel({ affiliateNetwork: 'none' })).toBe('noopener')
  })
})
