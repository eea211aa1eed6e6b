import type { Payload } from 'payload'
import { writeAuditLog } from '@/lib/audit/writeAuditLog'
import { membershipIn } from '@/access/tenantRoles'
import type { CommunityInteraction, CommunityRule } from '@/payload-types'
import { evaluateRules, type PatternMatcher, type Rule } from '../rules/engine'
import { postReply, templateReplyText } from '../reply/postReply'
import type { RetryPolicy } from '../retryPolicy'
import { inTransaction } from '@/lib/db/transaction'
import { notifyRecipients } from '@/lib/notifications/notifyRecipients'

const idOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number)
const EXCERPT_LENGTH = 280

export type TenantRules = { rules: Rule[]; names: Map<number, string> }

/** The tenant's enabled rules, in the engine's shape. */
export async function loadRules(payload: Payload, tenant: number): Promise<TenantRules> {
  const { docs } = await payload.find({
    collection: 'community-rules',
    where: { tenant: { equals: tenant }, enabled: { equals: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const rules = docs.map((rule: CommunityRule) => ({
    id: rule.id,
    order: rule.order ?? 100,
    enabled: rule.enabled !== false,
    stopProcessing: rule.stopProcessing === true,
    conditions: rule.conditions ?? {},
    actions: {
      ...rule.actions,
      replyTemplate: rule.actions?.replyTemplate ? idOf(rule.actions.replyTemplate) : null,
      assignTo: rule.actions?.assignTo ? idOf(rule.actions.assignTo) : null,
      notify: (rule.actions?.notify ?? []).map(idOf),
    },
  }))
  return { rules, names: new Map(docs.map((rule) => [rule.id, rule.name])) }
}

/** Of the given users, those who are members of the tenant (assignment and notifications never reach outside it). */
async function tenantMembers(payload: Payload, tenant: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: userIds } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.filter((user) => membershipIn(user, tenant)).map((user) => user.id))
}

export type RulesApplied = { matched: boolean; autoReplied: boolean; autoReplyError?: string }

/**
 * Runs the tenant's rules over a newly stored interaction and applies the outcome: tags, priority,
 * spam, assignment (tenant members only) and the rule hits in one update, one `rule_matched`
 * notification per member to notify, in one transaction; then the auto-reply through the reply path
 * (not for spam). A failed auto-reply is reported, not thrown: the interaction stays stored.
 */
export async function applyRules(
  payload: Payload,
  interaction: CommunityInteraction,
  tenantRules: TenantRules,
  matchPattern: PatternMatcher,
  retry?: RetryPolicy,
): Promise<RulesApplied> {
  const tenant = idOf(interaction.tenant)
  const outcome = evaluateRules(
    tenantRules.rules,
    {
      text: interaction.text,
      sentiment: interaction.sentiment?.label,
      platform: interaction.platform,
      channelId: interaction.channelId,
      authorName: interaction.authorName,
      authorId: interaction.authorId,
    },
    matchPattern,
  )
  if (outcome.hits.length === 0) return { matched: false, autoReplied: false }
  const members = await tenantMembers(payload, tenant, [
    ...new Set([...(outcome.assignTo ? [outcome.assignTo] : []), ...outcome.notify]),
  ])
  const at = new Date().toISOString()
  const firstRule = tenantRules.names.get(outcome.hits[0]!.rule) ?? ''
  const updated = await inTransaction(payload, async (req) => {
    const stored = await payload.update({
      collection: 'community-interactions',
      id: interaction.id,
      data: {
        ruleHits: outcome.hits.map((hit) => ({ rule: hit.rule, actions: hit.actions, at })),
        ...(outcome.tags.length > 0 ? { tags: [...new Set([...(interaction.tags ?? []), ...outcome.tags])] } : {}),
        ...(outcome.priority ? { priority: outcome.priority as CommunityInteraction['priority'] } : {}),
        ...(outcome.spam ? { status: 'spam' as const } : {}),
        ...(outcome.assignTo && members.has(outcome.assignTo) ? { assignedTo: outcome.assignTo } : {}),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await writeAuditLog(req, {
      action: 'rule',
      collection: 'community-interactions',
      documentId: String(interaction.id),
      label: firstRule,
      tenants: [tenant],
      changes: {
        rules: outcome.hits.map((hit) => ({ rule: tenantRules.names.get(hit.rule) ?? hit.rule, actions: hit.actions })),
      },
    })
    await notifyRecipients(
      payload,
      outcome.notify.filter((user) => members.has(user)),
      {
        tenant,
        type: 'rule_matched',
        title: `${firstRule}: ${interaction.authorName ?? ''}`.slice(0, 200),
        message: interaction.text.slice(0, EXCERPT_LENGTH),
        related: { account: idOf(interaction.account), interaction: interaction.id },
      },
      req,
    )
    return stored
  })
  if (!outcome.replyTemplate || outcome.spam) return { matched: true, autoReplied: false }
  try {
    const text = await templateReplyText(payload, updated, outcome.replyTemplate)
    if (!text)
      return {
        matched: true,
        autoReplied: false,
        autoReplyError: `template ${outcome.replyTemplate} is not one of the tenant's`,
      }
    await postReply(payload, updated, { text, template: outcome.replyTemplate }, retry)
    return { matched: true, autoReplied: true }
  } catch (error) {
    return { matched: true, autoReplied: false, autoReplyError: (error as Error).message }
  }
}
