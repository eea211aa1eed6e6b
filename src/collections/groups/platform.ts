import type { CollectionConfig } from 'payload'
import { Tenants } from '../Tenants'
import { Users } from '../Users'

/** Tenants, users and the platform's operational collections (logs, audit). */
export const platformCollections: CollectionConfig[] = [Tenants, Users]
