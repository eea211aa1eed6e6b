import { z } from 'zod'
import { ROLES, type users } from '@case/db/schema'
import { LOCALES } from '@case/domain/locale'

export type UserRow = typeof users.$inferSelect

export const userViewSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  mfa_enabled: z.boolean(),
  locale: z.enum(LOCALES).describe('The language of the user’s notifications'),
  avatar_url: z.string().nullable().describe('Static file under /avatars/'),
  failed_login_count: z.number().int(),
  locked_until: z.iso.datetime().nullable(),
  last_login_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
})
z.globalRegistry.add(userViewSchema, {
  id: 'User',
  examples: [
    {
      id: '9c1e5a7b-3d2f-4e6a-8b0c-1d2e3f4a5b6c',
      email: 'jonas.weber@aok-nord.example',
      name: 'Jonas Weber',
      role: 'kasse_mitarbeiter',
      active: true,
      mfa_enabled: true,
      locale: 'de',
      avatar_url: null,
      failed_login_count: 0,
      locked_until: null,
      last_login_at: '2026-03-16T07:58:12.000Z',
      created_at: '2026-01-12T10:00:00.000Z',
    },
  ],
})

export type UserView = z.infer<typeof userViewSchema>

const avatarUrl = (fileName: string) => `/avatars/${fileName}`

/** The only shape in which a user leaves the service: no hashes, no MFA secrets. */
export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    mfa_enabled: row.mfa_enabled,
    locale: row.locale,
    avatar_url: row.avatar_file ? avatarUrl(row.avatar_file) : null,
    failed_login_count: row.failed_login_count,
    locked_until: row.locked_until?.toISOString() ?? null,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}
