import type { Payload } from 'payload'
import type { SeedTenants } from './platform'

/** Demo team, timelines, workflows, videos and portfolio entries per tenant. */
export async function seedShowcase(_payload: Payload, _tenants: SeedTenants): Promise<void> {}
