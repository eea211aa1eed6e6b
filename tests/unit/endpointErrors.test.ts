import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  EndpointError,
  errorResponse,
  Forbidden,
  InvalidInput,
  ModuleDisabled,
  NotFound,
  RateLimited,
  Unauthorized,
} from '@/endpoints/endpointErrors'
import { acceptedLanguage, endpointLanguage } from '@/endpoints/endpointLanguage'

const message = { de: 'Kanal nicht gefunden', en: 'Channel not found' }

describe('errorResponse: an endpoint error as the envelope `{ errors: [{ message, ...details }] }`', () => {
  it('answers in English with the details', async () => {
    const response = errorResponse(new NotFound(message, { path: 'channel' }), 'en')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'Channel not found', path: 'channel' }] })
  })

  it('answers in German and keeps the given headers', async () => {
    const response = errorResponse(new Unauthorized(message, { 'WWW-Authenticate': 'Bearer' }), 'de')
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    expect(await response.json()).toEqual({ errors: [{ message: 'Kanal nicht gefunden' }] })
  })

  it('names every zod issue with its path, in zod’s words', async () => {
    const parsed = z.object({ a: z.number(), b: z.object({ c: z.string() }) }).safeParse({ a: 'x', b: {} })
    const response = errorResponse(new InvalidInput(parsed.error!), 'de')
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { message: string; path: string }[] }
    expect(errors.map((error) => error.path)).toEqual(['a', 'b.c'])
    expect(errors.every((error) => error.message.length > 0)).toBe(true)
  })

  it('answers 429 with Retry-After and 403 naming a switched-off module', async () => {
    const limited = errorResponse(new RateLimited(42), 'en')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('42')
    expect(await limited.json()).toEqual({ errors: [{ message: 'Too many requests, retry in 42 s' }] })
    const disabled = errorResponse(new ModuleDisabled('community'), 'en')
    expect(disabled.status).toBe(403)
    expect(await disabled.json()).toEqual({
      errors: [{ message: expect.stringMatching(/module is not enabled/), data: { module: 'community' } }],
    })
  })

  it('answers a HEAD request with status and headers only', async () => {
    const response = errorResponse(new Forbidden(message, {}, { 'x-test': '1' }), 'en', true)
    expect(response.status).toBe(403)
    expect(response.headers.get('x-test')).toBe('1')
    expect(await response.text()).toBe('')
  })

  it('keeps any status of the base class', () => {
    expect(errorResponse(new EndpointError(502, message), 'en').status).toBe(502)
  })
})

describe('the language of endpoint errors', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5, de;q=0.7', 'de'],
    ['fr, en', 'en'],
    ['de;q=0, en', 'en'],
    ['*', undefined],
    ['', undefined],
    [null, undefined],
  ])('Accept-Language %j prefers %j', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language)
  })

  it('public endpoints follow Accept-Language, in English without one', () => {
    expect(endpointLanguage(true, { acceptLanguage: 'de', adminLanguage: 'de' })).toBe('de')
    expect(endpointLanguage(true, { acceptLanguage: '*', adminLanguage: 'de' })).toBe('en')
    expect(endpointLanguage(true, { acceptLanguage: null, adminLanguage: undefined })).toBe('en')
  })

  it('other endpoints answer in the admin language, German by default', () => {
    expect(endpointLanguage(false, { acceptLanguage: 'de', adminLanguage: 'en' })).toBe('en')
    expect(endpointLanguage(false, { acceptLanguage: 'en', adminLanguage: 'de' })).toBe('de')
    expect(endpointLanguage(false, { acceptLanguage: null, adminLanguage: undefined })).toBe('de')
  })
})
