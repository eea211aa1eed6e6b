import { afterEach, describe, expect, it } from 'vitest'
import { cmsEnv, parseCmsEnv, s3Settings } from '../../src/env'

describe('parseCmsEnv', () => {
  it('fills the defaults and treats empty values as unset', () => {
    const env = parseCmsEnv({ SMTP_HOST: '', MEDIA_DIR: '  ', SMTP_SECURE: 'true' })
    expect(env).toMatchObject({
      PORT: 3000,
      SMTP_PORT: 587,
      SMTP_SECURE: true,
      SMTP_FROM_ADDRESS: 'noreply@example.com',
      FORM_SUBMISSIONS_PER_MINUTE: 5,
      EMAIL_FAILURE_ALERT_THRESHOLD: 5,
      EXPORT_DIR: '.data/exports',
      SEED_ONLY_IF_EMPTY: false,
    })
    expect(env.SMTP_HOST).toBeUndefined()
    expect(env.MEDIA_DIR).toBeUndefined()
  })

  // CRON_SECRET is a generated-or-required secret (@agency-platform/shared/localSecrets, tests/unit/secrets.test.ts), not part of this schema.
  it('checks the community URLs and pause', () => {
    expect(parseCmsEnv({})).toMatchObject({
      YOUTUBE_API_BASE_URL: 'https://www.googleapis.com/youtube/v3',
      TOKEN_REFRESH_PAUSE_MS: 1000,
    })
    expect(() => parseCmsEnv({ GOOGLE_OAUTH_TOKEN_URL: 'token', TOKEN_REFRESH_PAUSE_MS: '-1' })).toThrow(
      /GOOGLE_OAUTH_TOKEN_URL[\s\S]*TOKEN_REFRESH_PAUSE_MS/,
    )
  })

  it('names each bad variable in one error, without echoing its value', () => {
    expect(() => parseCmsEnv({ FORM_SUBMISSIONS_PER_MINUTE: 'abc' })).toThrow(
      /FORM_SUBMISSIONS_PER_MINUTE: must be a whole number from 1/,
    )
    let message = ''
    try {
      parseCmsEnv({
        FORM_SUBMISSIONS_PER_MINUTE: '0',
        SMTP_PORT: '70000',
        SMTP_SECURE: 'yes',
        CMS_PUBLIC_URL: 'not a url',
        SMTP_PASSWORD: 'hunter2',
      })
    } catch (error) {
      message = (error as Error).message
    }
    for (const name of ['FORM_SUBMISSIONS_PER_MINUTE', 'SMTP_PORT', 'SMTP_SECURE', 'CMS_PUBLIC_URL'])
      expect(message).toContain(name)
    expect(message).not.toContain('SMTP_PASSWORD')
    expect(message).not.toContain('not a url')
  })
})

describe('S3 settings', () => {
  const s3 = {
    S3_BUCKET: 'cms',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret-key',
  }

  it('uses the local disk without S3 variables and S3 with all five', () => {
    expect(s3Settings(parseCmsEnv({}))).toBeUndefined()
    expect(s3Settings(parseCmsEnv({ ...s3, S3_FORCE_PATH_STYLE: 'true' }))).toEqual({
      bucket: 'cms',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    })
  })

  it('refuses a partial configuration, naming each missing variable but no value', () => {
    let message = ''
    try {
      parseCmsEnv({ S3_BUCKET: 'cms', S3_SECRET_ACCESS_KEY: 'secret-key' })
    } catch (error) {
      message = (error as Error).message
    }
    for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID']) expect(message).toContain(name)
    expect(message).not.toContain('secret-key')
  })
})

describe('cmsEnv', () => {
  const before = process.env.FORM_SUBMISSIONS_PER_MINUTE
  afterEach(() => {
    if (before === undefined) delete process.env.FORM_SUBMISSIONS_PER_MINUTE
    else process.env.FORM_SUBMISSIONS_PER_MINUTE = before
  })

  it('follows changes to process.env (tests set variables at runtime) and fails on a bad one', () => {
    process.env.FORM_SUBMISSIONS_PER_MINUTE = '7'
    expect(cmsEnv().FORM_SUBMISSIONS_PER_MINUTE).toBe(7)
    process.env.FORM_SUBMISSIONS_PER_MINUTE = '9'
    expect(cmsEnv().FORM_SUBMISSIONS_PER_MINUTE).toBe(9)
    process.env.FORM_SUBMISSIONS_PER_MINUTE = 'abc'
    expect(() => cmsEnv()).toThrow(/FORM_SUBMISSIONS_PER_MINUTE/)
  })
})
