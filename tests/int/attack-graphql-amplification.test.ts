import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_LIST_LIMIT, MAX_REST_READ_LIMIT } from '@/endpoints/inputRules'
import { richText } from '../helpers/fixtures/content'
import { api, graphql } from '../helpers/fixtures/platform'
import { useCms } from '../helpers/useCms'

const PAGES = 12
const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`

/**
 * Issue 28, finding 3: one anonymous GraphQL request with 40 aliases of `Pages(limit: 0)` read every
 * page 40 times (8.5–11.5 s on the seeded data); REST `limit=0` read whole collections too.
 */
describe('attack (issue 28 #3): anonymous GraphQL and REST reads are capped', () => {
  const cms = useCms({ tenants: { alpha: {} } })

  beforeAll(async () => {
    for (let index = 0; index < PAGES; index++) {
      const layout = [{ blockType: 'content', columns: [{ size: 'full', richText: richText(`Absatz ${index}`) }] }]
      await cms.payload.create({
        collection: 'pages',
        data: { title: `Seite ${index}`, tenant: cms.tenants.alpha, _status: 'published', layout } as never,
      })
    }
  })

  const expectRefused = (response: { status: number; json: any; text: string }, label: string, pattern: RegExp) => {
    expect(response.json?.data ?? null, `${label}: ${response.text.slice(0, 200)}`).toBeNull()
    // A request refused in validation: no data, only errors (200 for `application/json` clients, as graphql-http answers).
    expect([200, 400], label).toContain(response.status)
    expect(response.json.errors.map((error: { message: string }) => error.message).join(' '), label).toMatch(pattern)
  }

  it('40 aliases of Pages(limit: 0) are refused before anything is read', async () => {
    await graphql(cms.url, undefined, '{ Pages(limit: 1) { totalDocs } }') // builds the schema once
    const started = Date.now()
    const attack = await graphql(
      cms.url,
      undefined,
      aliases(40, 'Pages(limit: 0) { docs { id layout { __typename } } }'),
    )
    expectRefused(attack, 'limit 0 × 40', /limit/)
    // Before the fix this request read every page 40 times (about 10 s here with 12 pages on a busy machine).
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('no uncapped list: limit 0, above the cap, pagination false, also through variables', async () => {
    for (const field of [
      'Pages(limit: 0) { docs { id } }',
      `Pages(limit: ${MAX_LIST_LIMIT + 1}) { docs { id } }`,
      'Pages(pagination: false) { docs { id } }',
      'versionsPages(limit: 0) { docs { id } }',
    ]) {
      expectRefused(
        await graphql(cms.url, undefined, `{ ${field} }`),
        field,
        new RegExp(`limit.*1 bis ${MAX_LIST_LIMIT}`),
      )
    }
    const viaVariable = await graphql(
      cms.url,
      undefined,
      'query ($limit: Int) { Pages(limit: $limit) { docs { id } } }',
      { limit: 0 },
    )
    expectRefused(viaVariable, 'variable', /limit/)
  })

  it('list fields are weighted by the documents they may read: many capped aliases are refused', async () => {
    const defaultLimit = await graphql(cms.url, undefined, aliases(40, 'Pages { docs { id layout { __typename } } }'))
    expectRefused(defaultLimit, 'default limit × 40', /zu aufwendig.*too expensive/)
    const twoFull = await graphql(
      cms.url,
      undefined,
      aliases(2, `Pages(limit: ${MAX_LIST_LIMIT}) { docs { id title } }`),
    )
    expectRefused(twoFull, 'two capped lists', /too expensive/)
    const fragments = await graphql(
      cms.url,
      undefined,
      `
        fragment P on Pages {
          docs {
            id
          }
        }
        ${aliases(40, 'Pages { ...P }')}
      `,
    )
    expectRefused(fragments, 'fragments', /too expensive/)
  })

  it('ordinary reads still work: one list of up to 100 documents, a few small lists', async () => {
    const one = await graphql(
      cms.url,
      undefined,
      `{ Pages(limit: ${MAX_LIST_LIMIT}) { totalDocs docs { id title slug } } }`,
    )
    expect(one.status, one.text).toBe(200)
    expect(one.json.data.Pages.docs).toHaveLength(PAGES)
    const few = await graphql(
      cms.url,
      undefined,
      aliases(3, 'Pages(limit: 5) { docs { id title layout { __typename } } }'),
    )
    expect(few.status, few.text).toBe(200)
    expect(few.json.data.a2.docs).toHaveLength(5)
  })

  it('REST: limit 0, above the cap and pagination=false are refused for reads', async () => {
    for (const path of [
      '/api/pages?limit=0',
      `/api/pages?limit=${MAX_REST_READ_LIMIT + 1}`,
      '/api/pages?pagination=false',
      '/api/pages/versions?limit=0',
    ]) {
      const response = await api(cms.url, path)
      expect(response.status, `${path}: ${response.text.slice(0, 200)}`).toBe(400)
      expect(response.json.errors[0].message).toMatch(/limit/)
    }
    const capped = await api(cms.url, `/api/pages?limit=${MAX_REST_READ_LIMIT}&depth=0`)
    expect(capped.status).toBe(200)
    expect(capped.json.docs).toHaveLength(PAGES)
  })
})
