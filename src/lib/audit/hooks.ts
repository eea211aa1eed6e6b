import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { diffDocuments, type FieldChange } from './diff'
import { writeAuditLog } from './writeAuditLog'

type Doc = Record<string, unknown> & { id: number | string }

export type AuditDescriber = {
  /** Human-readable name of the document (an e-mail, a tenant name). */
  label: (doc: Doc) => string
  /** Tenants whose admins may read the entry (never a tenant deleted in this transaction). */
  tenants: (doc: Doc, previous: Doc | undefined, operation: 'create' | 'update' | 'delete') => number[]
  /** Changes a diff of the stored documents cannot see (write-only fields). */
  extraChanges?: (req: PayloadRequest) => Record<string, FieldChange>
}

/** `afterChange` hook recording create and update (updates without a visible change are skipped). */
export const auditAfterChange =
  (describe: AuditDescriber): CollectionAfterChangeHook =>
  async ({ collection, doc, previousDoc, operation, req }) => {
    const changes = {
      ...diffDocuments(operation === 'create' ? null : previousDoc, doc),
      ...describe.extraChanges?.(req),
    }
    if (operation === 'update' && Object.keys(changes).length === 0) return doc
    await writeAuditLog(req, {
      action: operation,
      collection: collection.slug,
      documentId: String(doc.id),
      label: describe.label(doc),
      tenants: describe.tenants(doc, previousDoc, operation),
      changes,
    })
    return doc
  }

/** `afterDelete` hook recording the deleted document's last state (masked). */
export const auditAfterDelete =
  (describe: AuditDescriber): CollectionAfterDeleteHook =>
  async ({ collection, doc, id, req }) => {
    // The acting user may have deleted themselves: the relation would point at a deleted row.
    const selfDelete = collection.slug === 'users' && String(req.user?.id) === String(id)
    await writeAuditLog(req, {
      action: 'delete',
      collection: collection.slug,
      documentId: String(id),
      label: describe.label(doc),
      tenants: describe.tenants(doc, undefined, 'delete'),
      changes: { ...diffDocuments(doc, null), ...describe.extraChanges?.(req) },
      ...(selfDelete ? { user: null } : {}),
    })
    return doc
  }

/** Tenant ids of a user document's memberships (populated or not). */
export const membershipTenantIds = (doc: Doc | undefined): number[] =>
  ((doc?.tenants as { tenant?: unknown }[] | undefined) ?? [])
    .map(({ tenant }) => (typeof tenant === 'object' && tenant !== null ? (tenant as { id: unknown }).id : tenant))
    .filter((id): id is number | string => typeof id === 'number' || typeof id === 'string')
    .map(Number)
