import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/** Runs `work` with a request inside one database transaction: all of its Local API writes commit together or not at all. */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Runs `work` in one transaction: the request's own when it already has one (the writes then commit
 * with the caller's), one started on the request otherwise, or a fresh request's without `req`.
 */
export async function inRequestTransaction<T>(
  payload: Payload,
  req: PayloadRequest | undefined,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  if (!req) return inTransaction(payload, work)
  const started = await initTransaction(req)
  try {
    const result = await work(req)
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}
