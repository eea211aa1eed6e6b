import { describe, expect, it } from 'vitest'
import { deliveryErrorCode, deliveryFailureLog } from '@/lib/email/deliverEmail'

describe('failed e-mail delivery: what users and the server log get', () => {
  it('gives users nodemailer’s error code only', () => {
    expect(deliveryErrorCode(Object.assign(new Error('Invalid login: 535 nope'), { code: 'EAUTH' }))).toBe('EAUTH')
    expect(deliveryErrorCode(Object.assign(new Error('x'), { code: 'connect ECONNREFUSED 10.0.0.5:25' }))).toBe(
      'EDELIVERY',
    )
    expect(deliveryErrorCode('boom')).toBe('EDELIVERY')
    expect(deliveryErrorCode(null)).toBe('EDELIVERY')
  })

  it('logs the transport’s text with addresses masked and commands without arguments', () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <patient@example.test>: unknown"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'AUTH PLAIN AHVzZXIAc2VjcmV0',
      },
    )
    const log = deliveryFailureLog(error, 'send-email', 7)
    expect(log).toMatchObject({
      source: 'send-email',
      tenantId: 7,
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'AUTH PLAIN',
    })
    expect(log.detail).toContain('<<address>>')
    expect(JSON.stringify(log)).not.toMatch(/patient@example\.test|AHVzZXIAc2VjcmV0/)
  })
})
