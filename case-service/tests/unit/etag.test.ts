import { describe, expect, it } from 'vitest'
import { ApiError } from '@case/http/apiError'
import { checkIfMatch, etagOf, etagOfBody, noneMatchHits, parseIfMatch } from '@case/http/etag'

const ID = '0b6f3a52-3a43-4a8e-9d3f-1c2b3d4e5f60'

describe('entity tags (http/etag.ts)', () => {
  it('tags a versioned body W/"<id>-<version>", a masked one apart, and nothing else', () => {
    expect(etagOfBody({ id: ID, version: 3, masked: false })).toBe(`W/"${ID}-3"`)
    expect(etagOfBody({ id: ID, version: 3, masked: true })).toBe(`W/"${ID}-3-masked"`)
    expect(etagOfBody({ id: ID })).toBeUndefined()
    expect(etagOfBody({ items: [] })).toBeUndefined()
    expect(etagOfBody(null)).toBeUndefined()
  })

  it('reads the versions of this resource from If-Match; * or no header accepts any', () => {
    expect(parseIfMatch(null, ID)).toBeUndefined()
    expect(parseIfMatch('*', ID)).toBeUndefined()
    expect(parseIfMatch(`W/"${ID}-2", "${ID}-5"`, ID)).toEqual([2, 5])
    // Another resource, a masked view or garbage: a list that accepts nothing.
    expect(parseIfMatch(`W/"${crypto.randomUUID()}-2"`, ID)).toEqual([])
    expect(parseIfMatch(`W/"${ID}-2-masked"`, ID)).toEqual([])
    expect(parseIfMatch('2', ID)).toEqual([])
  })

  it('checkIfMatch refuses a version the list does not name with a 412 precondition_failed', () => {
    expect(() => checkIfMatch(undefined, 4)).not.toThrow()
    expect(() => checkIfMatch([4], 4)).not.toThrow()
    expect(() => checkIfMatch([3], 4)).toThrow(
      expect.objectContaining({ status: 412, code: 'precondition_failed', constructor: ApiError }),
    )
  })

  it('If-None-Match compares weakly and knows *', () => {
    const tag = etagOf(ID, 1)
    expect(noneMatchHits(`"${ID}-1"`, tag)).toBe(true)
    expect(noneMatchHits(`W/"x", ${tag}`, tag)).toBe(true)
    expect(noneMatchHits('*', tag)).toBe(true)
    expect(noneMatchHits(etagOf(ID, 2), tag)).toBe(false)
    expect(noneMatchHits(null, tag)).toBe(false)
  })
})
