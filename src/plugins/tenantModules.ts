import type { Block, CollectionConfig, Field, FieldAccess, Plugin } from 'payload'
import { hasModule, refuseDisabledModule, withModule } from '@/access/moduleAccess'
import { moduleOfCollection, type TenantModule } from '@/access/tenantModules'

const OPERATIONS = ['create', 'read', 'readVersions', 'update', 'delete'] as const

function restrictToModule(collection: CollectionConfig, module: TenantModule): CollectionConfig {
  const access = { ...collection.access }
  for (const operation of OPERATIONS) access[operation] = withModule(module, collection.access?.[operation])
  return {
    ...collection,
    access,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseDisabledModule(module), ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}

/** The modules of the collections a relationship, upload or join field points to; none if one is a platform collection. */
function targetModules(field: Field): TenantModule[] {
  const targets =
    field.type === 'relationship' || field.type === 'upload'
      ? field.relationTo
      : field.type === 'join'
        ? field.collection
        : undefined
  if (targets === undefined) return []
  const modules = (Array.isArray(targets) ? targets : [targets]).map(moduleOfCollection)
  return modules.every((module) => module !== undefined) ? [...new Set(modules as TenantModule[])] : []
}

const readableWithModule =
  (modules: TenantModule[], read: FieldAccess | undefined): FieldAccess =>
  async (args) => {
    const available = await Promise.all(modules.map((module) => hasModule(args.req, module)))
    if (!available.some(Boolean)) return false
    return read ? read(args) : true
  }

/**
 * A field pointing only to collections of modules the user has in none of their tenants is not
 * readable for them: the admin then neither renders it nor loads its value from the refused
 * collection (a video's series for a tenant without the video hub).
 */
function hideRelationsToDisabledModules(fields: Field[]): Field[] {
  return fields.map((field) => {
    const modules = targetModules(field)
    const access = 'access' in field ? field.access : undefined
    let result: Field =
      modules.length > 0
        ? ({ ...field, access: { ...access, read: readableWithModule(modules, access?.read) } } as Field)
        : field
    if ('fields' in result && Array.isArray(result.fields))
      result = { ...result, fields: hideRelationsToDisabledModules(result.fields) } as Field
    if (result.type === 'tabs')
      result = {
        ...result,
        tabs: result.tabs.map((tab) => ({ ...tab, fields: hideRelationsToDisabledModules(tab.fields) })),
      }
    if (result.type === 'blocks' && result.blocks)
      result = {
        ...result,
        blocks: result.blocks.map((block: Block) => ({
          ...block,
          fields: hideRelationsToDisabledModules(block.fields),
        })),
      }
    return result
  })
}

/**
 * Tenant modules (src/access/tenantModules.ts), applied by src/plugins/multiTenant.ts on its
 * result, so the access wrapped here already carries the plugin's tenant constraint: each module's
 * collections answer 403 to users none of whose tenants has the module and drop out of their nav,
 * and fields elsewhere that point only to such collections are hidden from them.
 */
export const tenantModules: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const module = moduleOfCollection(collection.slug)
    const withFields = { ...collection, fields: hideRelationsToDisabledModules(collection.fields) }
    return module ? restrictToModule(withFields, module) : withFields
  }),
})
