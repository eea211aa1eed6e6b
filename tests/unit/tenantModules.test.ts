import { describe, expect, it } from 'vitest'
import {
  ALL_TENANT_MODULES,
  COLLECTION_MODULES,
  moduleDisabledMessage,
  moduleOfCollection,
  TENANT_MODULES,
  tenantsByModule,
} from '@/access/tenantModules'
import { useSanitizedConfig } from '../helpers/sanitizedConfig'

const config = useSanitizedConfig()

describe('tenant modules', () => {
  it('maps every tenant-scoped collection of the built config to exactly one module, and nothing else', () => {
    const scoped: string[] = config.collections
      .filter((collection) => collection.custom?.tenantScoped === true)
      .map((c) => c.slug)
    expect(
      scoped.filter((slug) => !moduleOfCollection(slug)),
      'tenant-scoped collections without a module',
    ).toEqual([])
    expect(
      Object.keys(COLLECTION_MODULES).filter((slug) => !scoped.includes(slug)),
      'mapped slugs that are not tenant-scoped',
    ).toEqual([])
  })

  it('keeps platform collections out of every module', () => {
    for (const slug of ['tenants', 'users', 'audit-logs', 'email-logs'])
      expect(moduleOfCollection(slug)).toBeUndefined()
  })

  it('names every module in German and English', () => {
    for (const module of ALL_TENANT_MODULES) {
      expect(TENANT_MODULES[module].de.trim()).not.toBe('')
      expect(TENANT_MODULES[module].en.trim()).not.toBe('')
      const message = moduleDisabledMessage(module)
      expect(message.de).toContain(TENANT_MODULES[module].de)
      expect(message.en).toContain(TENANT_MODULES[module].en)
    }
  })

  it('lists for each module the user’s tenants that have it, ignoring unknown or missing values', () => {
    expect(tenantsByModule([])).toEqual(new Map())
    const byModule = tenantsByModule([
      { id: 1, modules: ['content', 'forms', 'forms'] },
      { id: 2, modules: ['forms', 'portfolio', 'shop', 42] },
      { id: 3, modules: null },
      { id: 4 },
    ])
    expect(byModule).toEqual(
      new Map([
        ['content', [1]],
        ['forms', [1, 2]],
        ['portfolio', [2]],
      ]),
    )
  })

  it('wraps the access and adds the refusing hook on each module collection only', () => {
    const portfolios = config.collections.find((c) => c.slug === 'portfolios')!
    const tenants = config.collections.find((c) => c.slug === 'tenants')!
    expect(portfolios.hooks.beforeOperation.length).toBeGreaterThan(0)
    expect(tenants.hooks.beforeOperation ?? []).toHaveLength(0)
  })
})
