import type { Plugin } from 'payload'
import { multiTenant } from './multiTenant'

/** Order matters: plugins that add collections come before the multi-tenant plugin scopes them. */
export const plugins: Plugin[] = [multiTenant]
