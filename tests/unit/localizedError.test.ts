import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { localizedError } from '@/endpoints/responses'

const requestIn = (language: string) => ({ i18n: { language } }) as unknown as PayloadRequest
const message = { de: 'Kanal nicht gefunden', en: 'Channel not found' }

describe('localizedError: the error envelope in the request’s admin language', () => {
  it('answers `{ errors: [{ message, ...extra }] }` in English for an English request', async () => {
    const response = localizedError(requestIn('en'), 404, message, { path: 'channel' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'Channel not found', path: 'channel' }] })
  })

  it('answers in German otherwise and keeps the given headers', async () => {
    const response = localizedError(requestIn('de'), 401, message, {}, { 'WWW-Authenticate': 'Bearer' })
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    expect(await response.json()).toEqual({ errors: [{ message: 'Kanal nicht gefunden' }] })
  })
})
