import { afterAll, beforeAll } from 'vitest'
import { closeDatabase, getDb, type Db } from '@case/db/client'
import type { RunningServer } from '@agency-platform/shared/testing/fetchServer'
import { caseClient, startCaseService, type CaseClient } from './caseApi'
import { createUser, tokenFor, type TestUser } from './fixtures/auth'

export type SignedInUser = TestUser & { token: string }

type UserOptions = { email?: string; name?: string }

export type CaseApiOptions = {
  /** E-mail or name of the admin (default: a unique address). */
  admin?: UserOptions
  /** E-mail or name of the employee (kasse_mitarbeiter). */
  employee?: UserOptions
  /** false: no users are created (auth tests that create their own). */
  users?: boolean
}

export type CaseApiContext = {
  /** Usable at once; it reads the server's URL per call. */
  readonly api: CaseClient
  readonly url: string
  readonly db: Db
  readonly admin: SignedInUser
  readonly employee: SignedInUser
}

/** A user inserted directly, with an access token (no login round trip). */
export async function createSignedInUser(
  db: Db,
  role: TestUser['role'],
  options: UserOptions = {},
): Promise<SignedInUser> {
  const user = await createUser(db, { role, ...options })
  return { ...user, token: await tokenFor(user) }
}

/**
 * The case service behind real HTTP on loopback for one test file: registers beforeAll/afterAll
 * (start the server, open the file's database, create an admin and an employee with access tokens;
 * close both afterwards; options cover what single files need) and returns the context, filled in once beforeAll has run.
 */
export function useCaseApi(options: CaseApiOptions = {}): CaseApiContext {
  const state: { server?: RunningServer; db?: Db; admin?: SignedInUser; employee?: SignedInUser } = {}
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useCaseApi: ${name} is read before beforeAll ran or its option is off`)
    return value
  }
  const context: CaseApiContext = {
    api: caseClient(() => context.url),
    get url() {
      return ready(state.server, 'server').url
    },
    get db() {
      return ready(state.db, 'db')
    },
    get admin() {
      return ready(state.admin, 'admin')
    },
    get employee() {
      return ready(state.employee, 'employee')
    },
  }
  beforeAll(async () => {
    state.server = await startCaseService()
    state.db = await getDb()
    if (options.users === false) return
    // One after the other, so the admin is always the older row.
    state.admin = await createSignedInUser(state.db, 'admin', options.admin)
    state.employee = await createSignedInUser(state.db, 'kasse_mitarbeiter', options.employee)
  })
  afterAll(async () => {
    await state.server?.close()
    await closeDatabase()
  })
  return context
}
