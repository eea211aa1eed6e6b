import { describe, expect, it } from 'vitest'
import { allowedOrigins } from '@/lib/security/allowedOrigins'

describe('allowedOrigins (Payload csrf/cors lists)', () => {
  it('holds the public URL and each tenant domain over http and https, with the public port', () => {
    expect(allowedOrigins('https://cms.example.com/', ['alpha.example', ' Beta.Example '])).toEqual([
      'https://cms.example.com',
      'http://alpha.example',
      'https://alpha.example',
      'http://beta.example',
      'https://beta.example',
    ])
    expect(allowedOrigins('http://localhost:3000', ['alpha.localhost'])).toEqual([
      'http://localhost:3000',
      'http://alpha.localhost',
      'http://alpha.localhost:3000',
      'https://alpha.localhost',
      'https://alpha.localhost:3000',
    ])
  })

  it('is never empty and skips domains that are not plain host names', () => {
    const origins = allowedOrigins(undefined, ['evil.example/path', 'a b', ''])
    expect(origins).toEqual([`http://localhost:${process.env.PORT || '3000'}`, `http://127.0.0.1:${process.env.PORT || '3000'}`])
  })
})
