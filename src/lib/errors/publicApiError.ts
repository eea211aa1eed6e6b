import { APIError } from 'payload'

/**
 * An APIError whose message (and, where the class is recognised, data) reaches the client in a
 * production build too. Payload's error formatter keeps `data` only for `instanceof APIError`, and
 * otherwise the message only when the error has a `name`; a production bundle can hold a second
 * copy of the class and minifies `constructor.name` to "", which turned these answers into "An
 * unknown error occurred.". The explicit name keeps the message in either case.
 */
export class PublicApiError extends APIError {
  constructor(message: string, status: number, data: Record<string, unknown> | null = null) {
    super(message, status, data, true)
    this.name = 'PublicApiError'
  }
}
