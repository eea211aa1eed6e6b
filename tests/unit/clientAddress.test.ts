import { describe, expect, it } from 'vitest'
import {
  clientAddressFrom,
  parseTrustedProxyHops,
  rewriteForwardedFor,
  withTrustedForwarding,
} from '@agency-platform/shared/clientAddress'

describe('parseTrustedProxyHops', () => {
  it('defaults to 0 and accepts small whole numbers', () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0)
    expect(parseTrustedProxyHops('')).toBe(0)
    expect(parseTrustedProxyHops(' 2 ')).toBe(2)
  })
  it.each(['-1', '1.5', 'two', '100'])('refuses %s naming the variable', (value) => {
    expect(() => parseTrustedProxyHops(value)).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})

describe('rewriteForwardedFor', () => {
  it('with 0 hops ignores whatever the client sent', () => {
    expect(rewriteForwardedFor('6.6.6.6, 7.7.7.7', '198.51.100.4', 0)).toBe('198.51.100.4')
    expect(rewriteForwardedFor(undefined, '198.51.100.4', 0)).toBe('198.51.100.4')
  })
  it('keeps exactly the last N hops and appends the socket address', () => {
    const incoming = '6.6.6.6, 203.0.113.7, 10.0.0.2'
    expect(rewriteForwardedFor(incoming, '10.0.0.3', 1)).toBe('10.0.0.2, 10.0.0.3')
    expect(rewriteForwardedFor(incoming, '10.0.0.3', 2)).toBe('203.0.113.7, 10.0.0.2, 10.0.0.3')
    expect(rewriteForwardedFor(['6.6.6.6', '203.0.113.7'], '10.0.0.3', 1)).toBe('203.0.113.7, 10.0.0.3')
  })
  it('writes IPv4-mapped socket addresses in plain IPv4 form', () => {
    expect(rewriteForwardedFor(undefined, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1')
    expect(rewriteForwardedFor(undefined, '::1', 0)).toBe('::1')
    expect(rewriteForwardedFor(undefined, undefined, 0)).toBe('unknown')
  })
})

describe('withTrustedForwarding', () => {
  it('drops X-Real-IP and Forwarded in any spelling and leaves other headers alone', () => {
    const headers = {
      host: 'cms.test',
      'X-Real-IP': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
      'x-forwarded-for': '6.6.6.6',
      cookie: 'a=b',
    }
    expect(withTrustedForwarding(headers, '127.0.0.1', 0)).toEqual({
      host: 'cms.test',
      cookie: 'a=b',
      'x-forwarded-for': '127.0.0.1',
    })
    expect(headers['x-forwarded-for']).toBe('6.6.6.6')
  })
})

describe('clientAddressFrom after the rewrite', () => {
  const forged = '192.0.2.66'
  const client = '203.0.113.7'
  it.each([
    [0, rewriteForwardedFor(forged, client, 0)],
    [1, rewriteForwardedFor(`${forged}, ${client}`, '10.0.0.1', 1)],
    [2, rewriteForwardedFor(`${forged}, ${client}, 10.0.0.1`, '10.0.0.2', 2)],
  ])('with %i trusted hops the client is the real one, never the forged entry', (hops, header) => {
    expect(clientAddressFrom(header, hops)).toBe(client)
  })
  it('clamps to the first entry when the request skipped a proxy', () => {
    expect(clientAddressFrom(rewriteForwardedFor(undefined, client, 2), 2)).toBe(client)
  })
  it('reads an IPv4-mapped entry in plain IPv4 form', () => {
    expect(clientAddressFrom('::ffff:203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientAddressFrom('198.51.100.1, ::FFFF:10.0.0.9', 0)).toBe('10.0.0.9')
  })
  it('answers unknown for a missing header or a non-address entry', () => {
    expect(clientAddressFrom(undefined, 0)).toBe('unknown')
    expect(clientAddressFrom('not-an-ip, 10.0.0.1', 1)).toBe('unknown')
    expect(clientAddressFrom('::ffff:198.51.100.2', 0)).toBe('198.51.100.2')
  })
})
