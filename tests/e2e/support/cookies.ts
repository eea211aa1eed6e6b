import type { APIResponse } from '@playwright/test'

/** The `name=value` pairs a response sets, as a Cookie header. */
export const cookiesOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';', 1)[0])
    .join('; ')
