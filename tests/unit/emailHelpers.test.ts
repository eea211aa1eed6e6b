import { describe, expect, it } from 'vitest'
import { dateRange } from '@/endpoints/emailLogFilters'
import { recipientList } from '@/lib/email/recipients'
import { hasOwnSmtp, smtpTransportOptions } from '@/lib/email/transportCache'
import { clientIp } from '@/lib/rateLimit/clientIp'

describe('e-mail helpers', () => {
  it('normalises recipients and refuses invalid or too many', () => {
    expect(recipientList.parse('A@Example.test')).toEqual(['a@example.test'])
    expect(recipientList.parse(['a@x.test', 'A@x.test', 'b@x.test'])).toEqual(['a@x.test', 'b@x.test'])
    for (const bad of ['nope', [], Array.from({ length: 11 }, (_, i) => `r${i}@x.test`), 'a@x.test\r\nBcc: c@x.test']) {
      expect(recipientList.safeParse(bad).success).toBe(false)
    }
  })

  it('builds SMTP options with decrypted credentials and sensible ports', () => {
    const decrypt = (c: string) => `plain(${c})`
    expect(
      smtpTransportOptions({ host: ' smtp.a.test ', user: 'u', passwordEncrypted: 'v1.x' }, decrypt),
    ).toMatchObject({
      host: 'smtp.a.test',
      port: 587,
      secure: false,
      auth: { user: 'u', pass: 'plain(v1.x)' },
    })
    expect(smtpTransportOptions({ host: 'h', secure: true }, decrypt)).toMatchObject({
      port: 465,
      secure: true,
      auth: undefined,
    })
    expect(hasOwnSmtp({ host: '  ' })).toBe(false)
    expect(hasOwnSmtp(null)).toBe(false)
  })

  it('turns date-only ranges into whole UTC days', () => {
    expect(dateRange({ from: '2026-03-01', to: '2026-03-02' })).toEqual({
      from: new Date('2026-03-01T00:00:00.000Z'),
      to: new Date('2026-03-03T00:00:00.000Z'),
    })
    expect(dateRange({ to: '2026-03-02T12:00:00Z' })).toEqual({ from: undefined, to: new Date('2026-03-02T12:00:00Z') })
  })

  it('takes the client IP from the trusted end of X-Forwarded-For', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 127.0.0.1' })
    expect(clientIp(headers, 0)).toBe('127.0.0.1')
    expect(clientIp(headers, 1)).toBe('203.0.113.7')
    expect(clientIp(new Headers({ 'x-forwarded-for': '127.0.0.1' }), 3)).toBe('127.0.0.1')
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }), 0)).toBe('unknown')
    expect(clientIp(new Headers(), 0)).toBe('unknown')
  })
})
