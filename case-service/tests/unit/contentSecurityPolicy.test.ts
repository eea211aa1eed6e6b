import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newNonce } from '@case/http/contentSecurityPolicy'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

describe('the pages’ Content-Security-Policy (src/proxy.ts)', () => {
  it('allows scripts only from this origin or with the nonce: no inline script, no eval', () => {
    const policy = directives(contentSecurityPolicy('abc123=='))
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'nonce-abc123=='", "'strict-dynamic'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    })
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
  })

  it('adds unsafe-eval in development only (React needs it there)', () => {
    expect(directives(contentSecurityPolicy('n', true))['script-src']).toEqual([
      "'self'",
      "'nonce-n'",
      "'strict-dynamic'",
      "'unsafe-eval'",
    ])
  })

  it('a new nonce per request: 128 random bits', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})
