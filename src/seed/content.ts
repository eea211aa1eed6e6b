import type { Payload } from 'payload'
import type { IdOf } from './localizedUpsert'
import type { SeedTenants } from './platform'
import { alpha as alphaData } from './tenants/alpha'
import { beta as betaData } from './tenants/beta'
import { seedTenantContent } from './tenants/seedTenant'

/**
 * Demo content for both tenants: Alpha Zahnklinik (dental clinic) and Beta Fotostudio (photo studio). The result
 * looks up each tenant's pictures by key: their file names may differ from the data's when the upload directory
 * already held a file of that name.
 */
export async function seedContent(payload: Payload, { alpha, beta }: SeedTenants): Promise<TenantPictures> {
  return {
    alpha: await seedTenantContent({ payload, tenant: alpha }, alphaData.content),
    beta: await seedTenantContent({ payload, tenant: beta }, betaData.content),
  }
}

export type TenantPictures = Record<keyof SeedTenants, IdOf>
