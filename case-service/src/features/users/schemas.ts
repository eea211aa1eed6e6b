import { z } from 'zod'
import { ROLES } from '@case/db/schema'
import { emailSchema } from '@case/features/auth/emailAddress'
import { keysetPageOf, keysetPageQuery } from '@case/http/pagination'
import { userViewSchema } from '@case/features/auth/userView'

const name = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .meta({ examples: ['Jonas Weber'] })

export const listUsersQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 })
export const userPage = keysetPageOf(userViewSchema)

export const createUserBody = z.object({
  email: emailSchema,
  name,
  role: z.enum(ROLES),
  password: z
    .string()
    .min(1)
    .max(1024)
    .describe('Initial password; the password policy applies')
    .meta({ examples: ['Anfangs-Passphrase-Maerz-2026'] }),
})

export const updateUserBody = z
  .object({
    role: z.enum(ROLES).optional(),
    name: name.optional(),
    active: z.boolean().optional(),
    unlock: z.literal(true).optional().describe('Clears the failed-login count and the lock'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of role, name, active, unlock',
  })
  .meta({ examples: [{ role: 'admin' }] })

const INVITATION_STATUSES = ['pending', 'used', 'expired'] as const

export const invitationViewSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.iso.datetime(),
  used_at: z.iso.datetime().nullable(),
  used_by: z.uuid().nullable(),
  created_by: z.uuid().nullable(),
  created_at: z.iso.datetime(),
})
const INVITATION_EXAMPLE = {
  id: '2e4a6c8e-0b1d-4f3a-9c5e-7a9b1d3f5a7c',
  email: 'lea.hoffmann@aok-nord.example',
  role: 'kasse_mitarbeiter',
  status: 'pending',
  expires_at: '2026-03-23T09:00:00.000Z',
  used_at: null,
  used_by: null,
  created_by: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  created_at: '2026-03-16T09:00:00.000Z',
} as const
z.globalRegistry.add(invitationViewSchema, { id: 'Invitation', examples: [INVITATION_EXAMPLE] })

export type InvitationView = z.infer<typeof invitationViewSchema>

export const listInvitationsQuery = keysetPageQuery({ defaultSize: 50, maxSize: 200 })
export const invitationPage = keysetPageOf(invitationViewSchema)

export const createInvitationBody = z
  .object({
    email: emailSchema.optional().describe('When set, only this address can register with the token'),
    role: z.enum(ROLES),
    expires_in_days: z.number().int().min(1).max(30).default(7),
  })
  .meta({ examples: [{ email: 'lea.hoffmann@aok-nord.example', role: 'kasse_mitarbeiter', expires_in_days: 7 }] })

export const createdInvitationSchema = invitationViewSchema
  .extend({
    token: z.string().describe('Shown once; only its hash is stored'),
    registration_link: z.string(),
  })
  .meta({
    examples: [
      {
        ...INVITATION_EXAMPLE,
        token: 'inv_5b0e7a528c1d4f3e9a6b2d4c8e1f7a90',
        registration_link: 'https://faelle.example.org/register?token=inv_5b0e7a528c1d4f3e9a6b2d4c8e1f7a90',
      },
    ],
  })

export type ListUsersQuery = z.output<typeof listUsersQuery>
export type CreateUserInput = z.output<typeof createUserBody>
export type UpdateUserInput = z.output<typeof updateUserBody>
export type ListInvitationsQuery = z.output<typeof listInvitationsQuery>
export type CreateInvitationInput = z.output<typeof createInvitationBody>
