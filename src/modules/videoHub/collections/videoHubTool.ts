import type { CollectionConfig } from 'payload'
import { hubAccess } from '@/modules/videoHub/access/videoHub'
import { sameTenantRelations } from '@/modules/videoHub/lib/relationChecks'
import { tenantTool, type TenantToolOptions } from '@/collections/presets/tenantTool'

type VideoHubToolOptions = Omit<TenantToolOptions, 'group' | 'read' | 'typescript'> & {
  /** Relations the API refuses to point into another tenant (or channel), checked before the other hooks. */
  relations?: Parameters<typeof sameTenantRelations>[0]
}

// 'vp-monthly-goals' → 'VpMonthlyGoals': the generated interface is named after the slug.
const interfaceName = (slug: string) => slug.replace(/(?:^|-)(\w)/g, (_match, letter: string) => letter.toUpperCase())

/** A collection of the video hub: readable by every hub role, its relations kept inside the tenant. */
export function videoHubTool({ relations, ...config }: VideoHubToolOptions): CollectionConfig {
  const { hooks } = config
  return tenantTool({
    ...config,
    typescript: { interface: interfaceName(config.slug) },
    read: hubAccess('hub.read'),
    ...(relations
      ? { hooks: { ...hooks, beforeChange: [sameTenantRelations(relations), ...(hooks?.beforeChange ?? [])] } }
      : {}),
  })
}
