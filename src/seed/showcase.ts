import type { Payload } from 'payload'
import type { SeedTenants } from './platform'
import { alpha as alphaData } from './tenants/alpha'
import { beta as betaData } from './tenants/beta'
import { seedTenantShowcase } from './tenants/seedTenant'

/** Demo team, timelines, workflows, videos and portfolio entries for both demo tenants. */
export async function seedShowcase(payload: Payload, { alpha, beta }: SeedTenants): Promise<void> {
  await seedTenantShowcase({ payload, tenant: alpha }, alphaData.showcase)
  await seedTenantShowcase({ payload, tenant: beta }, betaData.showcase)
}
