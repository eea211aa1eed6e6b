import type { Plugin } from 'payload'
import { formBuilder } from './formBuilder'
import { multiTenant } from './multiTenant'
import { nestedDocs } from './nestedDocs'
import { objectStorage } from './objectStorage'
import { seo } from './seo'
import { siteCache } from './siteCache'

/** Order matters: plugins that add collections come before the multi-tenant plugin scopes them. */
// siteCache hooks every tenant-scoped collection, so it runs after the plugins that add collections.
// seo and nestedDocs add fields (meta, parent, breadcrumbs) that multiTenant must see to scope their relationships.
// objectStorage comes last: it swaps the upload collections' storage after every field is in place.
export const plugins: Plugin[] = [seo, nestedDocs, formBuilder, siteCache, multiTenant, objectStorage]
