import { z } from 'zod'
import { userViewSchema } from './userView'
import { emailSchema } from './emailAddress'
import { LOCALES } from '@case/domain/locale'

/** Bounded so a huge body cannot buy a long KDF run; the policy itself allows up to 256 characters. */
const passwordInput = z
  .string()
  .min(1)
  .max(1024)
  .meta({ examples: ['correct horse battery staple'] })
export const totpCodeSchema = z
  .string()
  .regex(/^\d{6}$/, 'A 6-digit code')
  .meta({ examples: ['123456'] })

export const loginBody = z.object({
  // Not format-checked: an unknown address is simply a failed login.
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: passwordInput,
  totp_code: totpCodeSchema.optional(),
})
z.globalRegistry.add(loginBody, {
  examples: [{ email: 'anna.schmidt@example.org', password: 'correct horse battery staple', totp_code: '123456' }],
})

const REFRESH_TOKEN_EXAMPLE = 'rt_Qm9vdHN0cmFwLXJlZnJlc2gtdG9rZW4tZXhhbXBsZQ'
const ACCESS_TOKEN_EXAMPLE = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5YzFlNWE3YiJ9.c2lnbmF0dXJl'

export const refreshTokenBody = z.object({
  refresh_token: z
    .string()
    .min(1)
    .max(256)
    .meta({ examples: [REFRESH_TOKEN_EXAMPLE] }),
})

export const changePasswordBody = z
  .object({ current_password: passwordInput, new_password: passwordInput })
  .meta({ examples: [{ current_password: 'correct horse battery staple', new_password: 'Tulpen-im-Fruehling-2026' }] })

export const registerBody = z.object({
  token: z
    .string()
    .min(1)
    .max(256)
    .meta({ examples: ['inv_5b0e7a528c1d4f3e9a6b2d4c8e1f7a90'] }),
  email: emailSchema,
  password: passwordInput,
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .meta({ examples: ['Jonas Weber'] }),
  // The app sends the language it shows; notifications and e-mails then speak it (changeable in the profile).
  locale: z.enum(LOCALES).default('de').describe('The language of the user’s notifications (default de)'),
})

/** Every MFA change asks for the current password: an access token alone must not change the second factor. */
export const mfaSetupBody = z.object({ password: passwordInput })
export const mfaVerifyBody = z.object({ password: passwordInput, code: totpCodeSchema })
export const mfaDisableBody = mfaVerifyBody

export const profileBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .meta({ examples: ['Jonas Weber'] })
      .optional(),
    email: emailSchema.optional(),
    locale: z.enum(LOCALES).optional().describe('The language of the user’s notifications'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send name, email and/or locale',
  })
  .meta({ examples: [{ name: 'Jonas Weber', locale: 'en' }] })

export const tokenPairSchema = z.object({
  access_token: z.string().meta({ examples: [ACCESS_TOKEN_EXAMPLE] }),
  refresh_token: z.string().meta({ examples: [REFRESH_TOKEN_EXAMPLE] }),
  token_type: z.literal('bearer'),
  expires_in: z
    .number()
    .int()
    .describe('Access token lifetime in seconds')
    .meta({ examples: [900] }),
})

export const sessionResponse = tokenPairSchema.extend({ user: userViewSchema })

const csrfToken = z.string().meta({ examples: ['o1Hc7mK2v9yXq3LzT8rW5nB0dF6gJ4sA1eU2iP7kQ9w'] })

/** A browser session (features/auth/browserSession.ts): the refresh token is in the case_refresh cookie only. */
export const browserSessionResponse = tokenPairSchema
  .omit({ refresh_token: true })
  .extend({
    user: userViewSchema,
    csrf_token: csrfToken.describe('Send as X-CSRF-Token to /api/auth/session/refresh and /logout'),
    idle_timeout_seconds: z
      .number()
      .int()
      .describe('Log out after this many seconds without user activity (CASE_IDLE_LOGOUT_MINUTES)')
      .meta({ examples: [1800] }),
  })
  .meta({ id: 'BrowserSession' })

/** What a credential change answers: a token pair, or in a browser session the new cookie and the CSRF token. */
export const newSessionResponse = z.union([sessionResponse.meta({ id: 'TokenSession' }), browserSessionResponse])

const loginMfaRequired = z
  .object({ outcome: z.literal('mfa_required'), mfa_required: z.literal(true) })
  .meta({ id: 'LoginMfaRequired', description: 'Send the login again with totp_code' })

/** The login answer: `outcome` tells a session from the request for the TOTP code. */
export const loginResponse = z
  .discriminatedUnion('outcome', [
    sessionResponse.extend({ outcome: z.literal('session') }).meta({ id: 'LoginSession' }),
    loginMfaRequired,
  ])
  .meta({
    id: 'LoginResponse',
    examples: [{ outcome: 'mfa_required', mfa_required: true }],
    discriminator: {
      propertyName: 'outcome',
      mapping: {
        session: '#/components/schemas/LoginSession',
        mfa_required: '#/components/schemas/LoginMfaRequired',
      },
    },
  })

/** The browser login's answer (POST /api/auth/session), like the login's. */
export const browserLoginResponse = z
  .discriminatedUnion('outcome', [
    browserSessionResponse.extend({ outcome: z.literal('session') }).meta({ id: 'BrowserLoginSession' }),
    loginMfaRequired,
  ])
  .meta({
    id: 'BrowserLoginResponse',
    discriminator: {
      propertyName: 'outcome',
      mapping: {
        session: '#/components/schemas/BrowserLoginSession',
        mfa_required: '#/components/schemas/LoginMfaRequired',
      },
    },
  })

export const csrfTokenResponse = z.object({ csrf_token: csrfToken.describe('Send as X-CSRF-Token') })

export const mfaSetupResponse = z
  .object({
    secret: z.string().describe('Base32 TOTP secret, for manual entry'),
    otpauth_url: z.string(),
    qr_code: z.string().describe('PNG data URL of otpauth_url'),
  })
  .meta({
    examples: [
      {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauth_url:
          'otpauth://totp/Fallservice:jonas.weber%40aok-nord.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Fallservice',
        qr_code:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      },
    ],
  })

export const avatarUploadForm = z.object({
  avatar: z.instanceof(File, { message: 'Send the image in the form field "avatar"' }).meta({
    type: 'string',
    format: 'binary',
    description: 'PNG, JPEG or WebP (checked by content), at most 2 MB; stored re-encoded as WebP, at most 256×256',
  }),
})

export type LoginInput = z.output<typeof loginBody>
export type ChangePasswordInput = z.output<typeof changePasswordBody>
export type RegisterInput = z.output<typeof registerBody>
export type MfaCodeInput = z.output<typeof mfaVerifyBody>
export type ProfileInput = z.output<typeof profileBody>
export type MfaSetup = z.output<typeof mfaSetupResponse>
