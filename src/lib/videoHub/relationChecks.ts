import { ValidationError, type CollectionBeforeChangeHook, type CollectionSlug } from 'payload'
import { localizedMessage } from '@/access/localizedMessage'
import { tenantIdOf } from '@/access/tenantRoles'

type Relation = { collection: CollectionSlug; sameChannel?: boolean }

const valueAt = (data: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data)

const idsOf = (value: unknown): (number | string)[] =>
  (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]).map((item) => tenantIdOf(item)).filter((id): id is number | string => id !== undefined && id !== null)

/**
 * Refuses relations to documents of another tenant (and, with `sameChannel`, of another channel):
 * the admin limits the choices, this is the API's check. One field error per offending field.
 */
export const sameTenantRelations =
  (relations: Record<string, Relation>): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req, collection }) => {
    const tenant = tenantIdOf(data.tenant ?? originalDoc?.tenant)
    const channel = tenantIdOf(data.channel ?? originalDoc?.channel)
    const errors: { path: string; message: string }[] = []
    for (const [path, relation] of Object.entries(relations)) {
      const ids = idsOf(valueAt(data, path))
      if (ids.length === 0) continue
      const { docs } = await req.payload.find({ collection: relation.collection, where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true, req })
      const found = new Map(docs.map((doc) => [String(doc.id), doc as { tenant?: unknown; channel?: unknown }]))
      const foreignTenant = ids.some((id) => !found.has(String(id)) || String(tenantIdOf(found.get(String(id))!.tenant)) !== String(tenant))
      if (foreignTenant) {
        errors.push({ path, message: localizedMessage(req, { de: 'Verweist auf einen Eintrag eines anderen Mandanten oder einen unbekannten Eintrag.', en: 'Refers to an entry of another tenant or an unknown entry.' }) })
      } else if (relation.sameChannel && ids.some((id) => String(tenantIdOf(found.get(String(id))!.channel)) !== String(channel))) {
        errors.push({ path, message: localizedMessage(req, { de: 'Nur Einträge desselben Kanals sind erlaubt.', en: 'Only entries of the same channel are allowed.' }) })
      }
    }
    if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req })
    return data
  }
