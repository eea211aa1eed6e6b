/** An API answer that was not 2xx, with the first error's message (the API writes it in the admin's language). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** JSON from the CMS API with the admin's session cookie; a JSON `body` is sent as such. */
export async function apiJson<T = unknown>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const data = (await response.json().catch(() => undefined)) as { errors?: { message?: string }[] } | undefined
  if (!response.ok) throw new ApiProblem(response.status, data?.errors?.[0]?.message ?? response.statusText)
  return data as T
}
