import { unknownPath } from '@case/http/route'

export const dynamic = 'force-dynamic'

/**
 * /api and any /api path no other route serves (Next tries static and [param] segments first): a 404
 * problem for every method, instead of Next's HTML page.
 */
export const GET = unknownPath
export const POST = unknownPath
export const PUT = unknownPath
export const DELETE = unknownPath
export const PATCH = unknownPath
export const OPTIONS = unknownPath
