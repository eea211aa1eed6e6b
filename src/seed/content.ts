import type { Payload } from 'payload'
import type { SeedTenants } from './platform'
import { alpha as alphaData } from './tenants/alpha'
import { beta as betaData } from './tenants/beta'
import { seedTenantContent } from './tenants/seedTenant'

/** Demo content for both tenants: Alpha Zahnklinik (dental clinic) and Beta Fotostudio (photo studio). */
export async function seedContent(payload: Payload, { alpha, beta }: SeedTenants): Promise<void> {
  await seedTenantContent({ payload, tenant: alpha }, alphaData.content)
  await seedTenantContent({ payload, tenant: beta }, betaData.content)
}
