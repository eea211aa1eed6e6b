import { ValidationError, type CollectionBeforeChangeHook, type CollectionSlug, type PayloadRequest } from 'payload'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { hubRoleIn } from '@/modules/videoHub/access/videoHub'
import { recordId } from '@/endpoints/inputRules'
import type { User } from '@/payload-types'

/** A relation to check; `users` relations accept only people with a hub role in the document's tenant. */
type Relation = { collection: CollectionSlug; sameChannel?: boolean }

const valueAt = (data: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      data,
    )

/** The ids a relation value names, or `invalid` when one is no record id (`true`, `"x"`, `{ id: "abc" }` would fail in the database). */
function idsOf(value: unknown): number[] | 'invalid' {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]
  const ids: number[] = []
  for (const item of items) {
    const parsed = recordId.safeParse(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item)
    if (!parsed.success) return 'invalid'
    ids.push(parsed.data)
  }
  return ids
}

const MESSAGES = {
  invalid: { de: 'Ungültiger Verweis.', en: 'Invalid reference.' },
  foreignTenant: {
    de: 'Verweist auf einen Eintrag eines anderen Mandanten oder einen unbekannten Eintrag.',
    en: 'Refers to an entry of another tenant or an unknown entry.',
  },
  otherChannel: {
    de: 'Nur Einträge desselben Kanals sind erlaubt.',
    en: 'Only entries of the same channel are allowed.',
  },
  noHubMember: {
    de: 'Nur Mitglieder dieses Mandanten mit einer Video-Hub-Rolle sind erlaubt.',
    en: 'Only members of this tenant with a video hub role are allowed.',
  },
} as const

/** Why the relation's documents are not allowed here, or null. */
async function refusal(
  req: PayloadRequest,
  relation: Relation,
  ids: number[],
  tenant: unknown,
  channel: unknown,
): Promise<keyof typeof MESSAGES | null> {
  const { docs } = await req.payload.find({
    collection: relation.collection,
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const found = new Map(docs.map((doc) => [String(doc.id), doc as { tenant?: unknown; channel?: unknown }]))
  if (ids.some((id) => !found.has(String(id)))) return relation.collection === 'users' ? 'noHubMember' : 'foreignTenant'
  if (relation.collection === 'users')
    return ids.some((id) => hubRoleIn(found.get(String(id)) as User, tenant) === 'none') ? 'noHubMember' : null
  if (ids.some((id) => String(tenantIdOf(found.get(String(id))!.tenant)) !== String(tenant))) return 'foreignTenant'
  if (relation.sameChannel && ids.some((id) => String(tenantIdOf(found.get(String(id))!.channel)) !== String(channel)))
    return 'otherChannel'
  return null
}

/**
 * Refuses relations to documents of another tenant (and, with `sameChannel`, of another channel),
 * and users who hold no hub role in the tenant: the admin limits the choices, this is the API's
 * check. One field error per offending field.
 */
export const sameTenantRelations =
  (relations: Record<string, Relation>): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req, collection }) => {
    const tenant = tenantIdOf(data.tenant ?? originalDoc?.tenant)
    const errors: { path: string; message: string }[] = []
    const channelIds = idsOf(data.channel ?? originalDoc?.channel)
    for (const [path, relation] of Object.entries(relations)) {
      let ids = idsOf(valueAt(data, path))
      // A person already named stays acceptable after losing the role: the form re-sends them with every save.
      const before = idsOf(originalDoc ? valueAt(originalDoc, path) : undefined)
      if (relation.collection === 'users' && ids !== 'invalid' && before !== 'invalid')
        ids = ids.filter((id) => !before.includes(id))
      const reason =
        ids === 'invalid'
          ? 'invalid'
          : ids.length === 0
            ? null
            : await refusal(req, relation, ids, tenant, channelIds === 'invalid' ? undefined : channelIds[0])
      if (reason) errors.push({ path, message: localizedMessage(req, MESSAGES[reason]) })
    }
    if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req })
    return data
  }
