import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  executeInRequest,
  postgresAdapter,
  postgresPool,
  postgresTables,
  requestDrizzle,
  withSavepoint,
} from '@/lib/db/payloadPostgres'
import { getTestPayload } from '../helpers/payload'

// Pins the Payload adapter internals src/lib/db/payloadPostgres.ts relies on: after a Payload
// upgrade this file says what moved, instead of the audit log, bookings or rate limits failing.
describe("the seam onto Payload's PostgreSQL adapter", () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  const tagCount = async (name: string) =>
    (await payload.count({ collection: 'tags', where: { name: { equals: name } }, overrideAccess: true })).totalDocs

  const newTenant = async (slug: string) =>
    payload.create({
      collection: 'tenants',
      data: { name: slug, slug, domains: [{ domain: `${slug}.seam.test` }] } as never,
      overrideAccess: true,
    })

  it('exposes the pool, the drizzle handle and the collection tables', async () => {
    const adapter = postgresAdapter(payload)
    expect(typeof adapter.drizzle.execute).toBe('function')
    expect(typeof postgresAdapter(payload).beginTransaction).toBe('function')
    const { rows } = await postgresPool(payload).query('select 1 as one')
    expect(rows[0]).toEqual({ one: 1 })
    expect(postgresTables(payload).downloads).toBeDefined()
    expect(postgresTables(payload).tags).toBeDefined()
  })

  it("runs a request's raw SQL inside its open transaction, and on the pool without one", async () => {
    const adapter = postgresAdapter(payload)
    const req = await createLocalReq({}, payload)
    const outside = await executeInRequest(req, sql`select txid_current_if_assigned() as tx`)
    expect((outside.rows[0] as { tx: unknown }).tx).toBeNull()

    const id = await adapter.beginTransaction()
    req.transactionID = id ?? undefined
    try {
      expect(await requestDrizzle(req)).toBe(adapter.sessions[String(id)]!.db)
      const first = await executeInRequest(req, sql`select txid_current() as tx`)
      const second = await executeInRequest(req, sql`select txid_current() as tx`)
      expect((first.rows[0] as { tx: string }).tx).toBe((second.rows[0] as { tx: string }).tx)
    } finally {
      await adapter.rollbackTransaction(id!)
    }
  })

  it('withSavepoint: a failed nested write rolls back only itself; a good one commits with the outer transaction', async () => {
    const tenant = await newTenant('seam')
    const adapter = postgresAdapter(payload)
    const req = await createLocalReq({}, payload)
    const id = await adapter.beginTransaction()
    req.transactionID = id ?? undefined
    const create = (name: string) => (nestedReq: typeof req) =>
      payload.create({
        collection: 'tags',
        data: { name, tenant: tenant.id } as never,
        req: nestedReq,
        overrideAccess: true,
      })

    await withSavepoint(req, 'seam_ok', create('seam-kept'))
    await expect(
      withSavepoint(req, 'seam_fail', async (nestedReq) => {
        await create('seam-undone')(nestedReq)
        throw new Error('the nested write fails after its insert')
      }),
    ).rejects.toThrow('fails after its insert')
    // The outer transaction is still usable and owns its open session after the failed nested write.
    expect(adapter.sessions[String(id)]).toBeDefined()
    await payload.create({
      collection: 'tags',
      data: { name: 'seam-outer', tenant: tenant.id } as never,
      req,
      overrideAccess: true,
    })
    await adapter.commitTransaction(id!)

    expect(await tagCount('seam-kept')).toBe(1)
    expect(await tagCount('seam-undone')).toBe(0)
    expect(await tagCount('seam-outer')).toBe(1)
    // No alias session is left behind.
    expect(Object.keys(adapter.sessions).filter((key) => key.startsWith('seam_'))).toEqual([])
  })

  it('withSavepoint outside a transaction simply runs the write', async () => {
    const tenant = await newTenant('seam-plain')
    const req = await createLocalReq({}, payload)
    await withSavepoint(req, 'plain', (nestedReq) =>
      payload.create({
        collection: 'tags',
        data: { name: 'seam-plain', tenant: tenant.id } as never,
        req: nestedReq,
        overrideAccess: true,
      }),
    )
    expect(await tagCount('seam-plain')).toBe(1)
  })

  it('refuses a savepoint name that is not a plain identifier', async () => {
    const adapter = postgresAdapter(payload)
    const req = await createLocalReq({}, payload)
    const id = await adapter.beginTransaction()
    req.transactionID = id ?? undefined
    try {
      await expect(withSavepoint(req, 'bad name; drop table x', async () => 1)).rejects.toThrow(
        'invalid savepoint name',
      )
    } finally {
      await adapter.rollbackTransaction(id!)
    }
  })
})
