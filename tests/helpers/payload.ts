import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let ready: Promise<Payload> | undefined

/** Payload for integration tests, on this test file's own database (a clone of the migrated template). */
export function getTestPayload(): Promise<Payload> {
  ready ??= getPayload({ config })
  return ready
}
