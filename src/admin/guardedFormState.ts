import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState'
import { mayLock, lockTarget } from '@/lib/security/documentLocks'

type FormStateArgs = Parameters<typeof buildFormStateHandler>[0]

/**
 * Payload's `form-state` server function with the lock check Payload leaves out: with
 * `returnLockStatus` it creates or renews the document's lock through the database adapter, for
 * whatever id the client names. Only a user who may update that document gets the lock handling;
 * for anyone else the form state is built without it (read-only views need none).
 */
export async function guardedFormState(args: FormStateArgs) {
  if (!args.returnLockStatus) return buildFormStateHandler(args)
  const target = lockTarget.safeParse(
    args.globalSlug ? { globalSlug: args.globalSlug } : { collectionSlug: args.collectionSlug, id: args.id },
  )
  if (target.success && (await mayLock(args.req, target.data))) return buildFormStateHandler(args)
  return buildFormStateHandler({ ...args, returnLockStatus: false, updateLastEdited: false })
}
