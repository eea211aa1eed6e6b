import type { CollectionConfig } from 'payload'
import { AuditLogs } from '../AuditLogs'
import { EmailLogs } from '../EmailLogs'
import { Tenants } from '../Tenants'
import { Users } from '../Users'

/**
 * Tenants, users and the platform's operational collections (logs, audit). Forms and form
 * submissions come from the form builder plugin (src/plugins/formBuilder.ts).
 */
export const platformCollections: CollectionConfig[] = [Tenants, Users, AuditLogs, EmailLogs]
