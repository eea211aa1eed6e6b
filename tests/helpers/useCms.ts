import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'
import type { CommunityRole } from '@/modules/community/access/communityRoles'
import type { TenantRole } from '@/access/tenantRoles'
import { signIn, startCms } from './cmsServer'
import type { RunningServer } from '@agency-platform/shared/testing/fetchServer'
import { startCommunityStack } from './fixtures/community'
import { createTenant, createUser, type Membership, startSmtpServer } from './fixtures/platform'
import { getTestPayload } from './payload'

type TenantData = Record<string, unknown>

/** A fixture user; `roles` and `communityRoles` are keyed by the spec's tenant slugs, one membership row per tenant. */
export type UserSpec<T extends string> = {
  email: string
  roles?: Partial<Record<T, TenantRole[]>>
  communityRoles?: Partial<Record<T, CommunityRole>>
  superAdmin?: boolean
  /** false: created, but not logged in (a login is itself recorded, e.g. in the audit log). */
  signIn?: boolean
}

/** The platform's super admin (no memberships). */
export const ROOT_USER = { email: 'root@platform.test', superAdmin: true }

export type CmsSpec<T extends string, U extends string> = {
  /** Set before the CMS starts and restored after the describe block. */
  env?: Record<string, string>
  /** createTenant data per slug; a function where the data is only known in beforeAll (e.g. an SMTP port). */
  tenants?: Record<T, TenantData> | (() => Record<T, TenantData>)
  /** Created in this order after the tenants, then logged in in the same order. */
  users?: Record<U, UserSpec<T>>
}

export type Cms<T extends string = never, U extends string = never> = {
  payload: Payload
  server: RunningServer
  url: string
  tenants: Record<T, number>
  users: Record<U, Awaited<ReturnType<typeof createUser>>>
  tokens: Record<U, string>
}

/** Creates the spec's tenants in order and records their ids in `ids`. */
async function createSpecTenants<T extends string>(
  payload: Payload,
  spec: CmsSpec<T, never>['tenants'],
  ids: Record<T, number>,
) {
  const tenants = (typeof spec === 'function' ? spec() : spec) ?? ({} as Record<T, TenantData>)
  for (const slug of Object.keys(tenants) as T[]) ids[slug] = (await createTenant(payload, slug, tenants[slug])).id
}

/** Payload alone on the file's database (Local API tests, no HTTP server), with the spec's tenants from beforeAll on. */
export function usePayload<T extends string = never>(
  spec: Pick<CmsSpec<T, never>, 'tenants'> = {},
): Pick<Cms<T>, 'payload' | 'tenants'> {
  const local = { tenants: {} } as Pick<Cms<T>, 'payload' | 'tenants'>
  beforeAll(async () => {
    local.payload = await getTestPayload()
    await createSpecTenants(local.payload, spec.tenants, local.tenants)
  })
  return local
}

/**
 * The CMS stack for one describe block (or file): beforeAll starts Payload on the file's database and the API
 * on loopback, creates the spec's tenants and users and logs the users in; afterAll closes the server. The
 * returned object is filled in by beforeAll, so tests read it inside hooks and tests only.
 */
export function useCms<T extends string = never, U extends string = never>(spec: CmsSpec<T, U> = {}): Cms<T, U> {
  const cms = { tenants: {}, users: {}, tokens: {} } as Cms<T, U>
  const envBefore: Record<string, string | undefined> = {}

  beforeAll(async () => {
    for (const [name, value] of Object.entries(spec.env ?? {})) {
      envBefore[name] = process.env[name]
      process.env[name] = value
    }
    const { payload, server } = await startCms()
    Object.assign(cms, { payload, server, url: server.url })
    await createSpecTenants(payload, spec.tenants, cms.tenants)
    const users = spec.users ?? ({} as Record<U, UserSpec<T>>)
    for (const key of Object.keys(users) as U[]) {
      const { email, roles, communityRoles, superAdmin } = users[key]
      const memberships = (Object.entries(roles ?? {}) as [T, TenantRole[]][]).map(
        ([tenant, tenantRoles]): Membership => {
          const communityRole = communityRoles?.[tenant]
          return { tenant: cms.tenants[tenant], roles: tenantRoles, ...(communityRole && { communityRole }) }
        },
      )
      cms.users[key] = await createUser(payload, email, memberships, superAdmin ? { isSuperAdmin: true } : {})
    }
    for (const key of Object.keys(users) as U[]) {
      if (users[key].signIn !== false) cms.tokens[key] = await signIn(server, users[key].email)
    }
  })

  afterAll(async () => {
    await cms.server?.close()
    for (const [name, value] of Object.entries(envBefore)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  return cms
}

type SmtpOptions = Parameters<typeof startSmtpServer>[0]

/**
 * A loopback SMTP server (startSmtpServer) for one describe block, started in beforeAll and closed in afterAll.
 * Call it before useCms when the tenants' data needs its port.
 */
export function useSmtpServer(options?: SmtpOptions): Awaited<ReturnType<typeof startSmtpServer>> {
  const smtp = {} as Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpServer(options))
  })
  afterAll(() => smtp.close?.())
  return smtp
}

/** The community stack (startCommunityStack: fake YouTube, CMS API, tenant alpha) for one describe block. */
export function useCommunityStack(): Awaited<ReturnType<typeof startCommunityStack>> & { payload: Payload } {
  const stack = {} as Awaited<ReturnType<typeof startCommunityStack>> & { payload: Payload }
  beforeAll(async () => {
    const payload = await getTestPayload()
    Object.assign(stack, { payload }, await startCommunityStack(payload))
  })
  afterAll(() => stack.close?.())
  return stack
}
