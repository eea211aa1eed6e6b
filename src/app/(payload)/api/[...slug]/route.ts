import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRestInput } from '@/endpoints/restInputGuard'

// Malformed ids, pages and NUL characters answer 400 here instead of a 500 from the database.
export const GET = guardRestInput(config, REST_GET(config))
export const POST = guardRestInput(config, REST_POST(config))
export const DELETE = guardRestInput(config, REST_DELETE(config))
export const PATCH = guardRestInput(config, REST_PATCH(config))
export const PUT = guardRestInput(config, REST_PUT(config))
// HEAD for endpoints that report in headers only (the token refresh monitor); Next would otherwise answer it with GET.
export const HEAD = guardRestInput(config, REST_GET(config))
export const OPTIONS = REST_OPTIONS(config)
