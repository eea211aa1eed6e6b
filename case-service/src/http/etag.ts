import { preconditionFailed } from './apiError'

/**
 * Entity tags of versioned resources (cases, reports): `W/"<id>-<version>"`, weak because one
 * version has several representations (masked or not). A masked view gets a tag of its own
 * (`-masked`), so a cached unmasked copy is never confirmed to a viewer who now sees it masked,
 * and an update can never be based on a masked read.
 */
export const etagOf = (id: string, version: number, masked = false) => `W/"${id}-${version}${masked ? '-masked' : ''}"`

/** The tag of a JSON answer that is one versioned resource (`id`, `version`, optional `masked`), else none. */
export function etagOfBody(body: unknown): string | undefined {
  const { id, version, masked } = (body ?? {}) as { id?: unknown; version?: unknown; masked?: unknown }
  if (typeof id !== 'string' || !Number.isInteger(version)) return undefined
  return etagOf(id, version as number, masked === true)
}

/** The entity tags of an If-Match / If-None-Match list; `*` stands for any. */
const listedTags = (header: string): string[] => header.match(/\*|(?:W\/)?"[^"]*"/g) ?? []
/** Weak comparison (RFC 9110 8.8.3.2): the W/ prefix does not count. */
const opaque = (tag: string) => tag.replace(/^W\//, '')

/** If-None-Match of a GET: does it name the current tag (or `*`)? Then the answer is a 304. */
export function noneMatchHits(header: string | null, etag: string): boolean {
  return header !== null && listedTags(header).some((tag) => tag === '*' || opaque(tag) === opaque(etag))
}

/**
 * An update's If-Match, as the versions of resource `id` it accepts; `undefined` when any version
 * will do (no header, or `*`: the resource must merely exist, which the handler checks anyway).
 * Tags of another resource or of a masked view match nothing, so they leave the list empty: 412.
 */
export type IfMatch = readonly number[] | undefined

export function parseIfMatch(header: string | null, id: string): IfMatch {
  if (header === null) return undefined
  const tags = listedTags(header)
  if (tags.includes('*')) return undefined
  const prefix = `"${id}-`
  return tags
    .map(opaque)
    .filter((tag) => tag.startsWith(prefix) && /^\d+"$/.test(tag.slice(prefix.length)))
    .map((tag) => Number(tag.slice(prefix.length, -1)))
}

/** Throws 412 unless `current` is a version the If-Match accepts. */
export function checkIfMatch(ifMatch: IfMatch, current: number): void {
  if (ifMatch && !ifMatch.includes(current)) throw preconditionFailed()
}

/**
 * A route's answer with its ETag (a 2xx JSON answer that is one versioned resource); with
 * `conditionalGet`, a 304 without a body when the request's If-None-Match names that tag.
 */
export async function withEtag(request: Request, response: Response, conditionalGet: boolean): Promise<Response> {
  if (!response.ok) return response
  const etag = etagOfBody(await response.clone().json())
  if (!etag) return response
  const headers = new Headers(response.headers)
  headers.set('ETag', etag)
  if (conditionalGet && noneMatchHits(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-type')
    headers.delete('content-length')
    return new Response(null, { status: 304, headers })
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
