import { describe, expect, it } from 'vitest'
import { allowedOrigins } from '@/lib/security/allowedOrigins'

describe('allowedOrigins (Payload csrf/cors lists)', () => {
  it('holds the public URL, this server on loopback, and each tenant domain over http and https with either port', () => {
    expect(allowedOrigins('https://cms.example.com/', ['alpha.example', ' Beta.Example '], '3000')).toEqual([
      'https://cms.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://alpha.example',
      'http://alpha.example:3000',
      'https://alpha.example',
      'https://alpha.example:3000',
      'http://beta.example',
      'http://beta.example:3000',
      'https://beta.example',
      'https://beta.example:3000',
    ])
    // A public URL on another port than the server's (e.g. .env says 3000, the test server runs on 41234).
    expect(allowedOrigins('http://localhost:3000', ['alpha.localhost'], '41234')).toEqual([
      'http://localhost:3000',
      'http://localhost:41234',
      'http://127.0.0.1:41234',
      'http://alpha.localhost',
      'http://alpha.localhost:3000',
      'http://alpha.localhost:41234',
      'https://alpha.localhost',
      'https://alpha.localhost:3000',
      'https://alpha.localhost:41234',
    ])
  })

  it('is never empty and skips domains that are not plain host names', () => {
    expect(allowedOrigins(undefined, ['evil.example/path', 'a b', ''], '3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ])
  })
})
