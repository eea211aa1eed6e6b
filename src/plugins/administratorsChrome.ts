import type { CollectionConfig, DocumentTabConfig, GlobalConfig, Plugin } from 'payload'
import { administersAnyTenant } from '@/access/administersAnyTenant'
import type { User } from '@/payload-types'

/** The platform's administration collections: editors and viewers have no use for them in the nav (issue 34). */
export const ADMINISTRATION_COLLECTIONS = ['tenants', 'users', 'email-logs'] as const

type EditViews = NonNullable<NonNullable<NonNullable<CollectionConfig['admin']>['components']>['views']>['edit']

/** The document's "API" tab (its REST address and raw JSON) only for administrators. */
const withAdministratorsApiTab = (edit: EditViews): EditViews => {
  const api = edit?.api
  const tab: DocumentTabConfig = { ...api?.tab, condition: ({ req }) => administersAnyTenant(req.user) }
  return { ...edit, api: { ...api, tab } } as EditViews
}

function restrictCollection(collection: CollectionConfig): CollectionConfig {
  const admin = collection.admin ?? {}
  const hidden = admin.hidden
  const administration = (ADMINISTRATION_COLLECTIONS as readonly string[]).includes(collection.slug)
  return {
    ...collection,
    admin: {
      ...admin,
      // Hidden is the nav and the collection's own views; reads through relationships and the account page stay.
      hidden: administration
        ? ({ user }) =>
            !administersAnyTenant(user as User) || (typeof hidden === 'function' ? hidden({ user }) : hidden === true)
        : hidden,
      components: {
        ...admin.components,
        views: { ...admin.components?.views, edit: withAdministratorsApiTab(admin.components?.views?.edit) },
      },
    },
  }
}

const restrictGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  admin: {
    ...global.admin,
    components: {
      ...global.admin?.components,
      views: {
        ...global.admin?.components?.views,
        edit: withAdministratorsApiTab(global.admin?.components?.views?.edit as EditViews),
      },
    },
  },
})

/**
 * What editors see of the admin: the administration collections and every document's API tab are for super admins
 * and tenant admins. Access rules are unchanged; this only keeps screens an editor cannot use out of their way.
 */
export const administratorsChrome: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(restrictCollection),
  globals: config.globals?.map(restrictGlobal),
})
