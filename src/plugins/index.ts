import type { Plugin } from 'payload'
import { formBuilder } from './formBuilder'
import { multiTenant } from './multiTenant'
import { nestedDocs } from './nestedDocs'
import { seo } from './seo'

/** Order matters: plugins that add collections come before the multi-tenant plugin scopes them. */
// seo and nestedDocs add fields (meta, parent, breadcrumbs) that multiTenant must see to scope their relationships.
export const plugins: Plugin[] = [seo, nestedDocs, formBuilder, multiTenant]
