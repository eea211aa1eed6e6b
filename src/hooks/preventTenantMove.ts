import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { LABEL_TERMS } from '@/i18n/adminTerms'

const idOf = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : String(typeof value === 'object' ? (value as { id: unknown }).id : value)

/**
 * An existing document keeps its tenant: the plugin only checks that the new tenant is one of the
 * user's, so switching the admin's tenant selector with a document open could silently move it.
 * Only super admins (and server code without a user) may move documents between tenants.
 * A `beforeValidate` hook, so drafts, autosave and version restores are covered too.
 */
export const preventTenantMove: CollectionBeforeValidateHook = ({ collection, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data || !('tenant' in data) || !req.user || isSuperAdmin(req.user)) return data
  const before = idOf((originalDoc as { tenant?: unknown } | undefined)?.tenant)
  const after = idOf(data.tenant)
  if (before !== null && after !== before) {
    throw new ValidationError(
      {
        collection: collection.slug,
        errors: [
          {
            message: localizedMessage(req, {
              de: 'Ein Dokument kann nicht zu einem anderen Mandanten verschoben werden; kopieren Sie es dorthin.',
              en: 'A document cannot be moved to another tenant; copy it there instead.',
            }),
            path: 'tenant',
            label: LABEL_TERMS.Tenant,
          },
        ],
        req,
      },
      req.t,
    )
  }
  return data
}
