import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { monthOf } from '@/modules/videoHub'
import { hubBatch, hubChannel, hubChecklists, hubContents, hubGoal, hubSeries } from './tenants/beta/videoHub'
import { upsertByField } from './upsert'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Beta's video hub demo (Alpha has the module switched off). Idempotent: everything is keyed by
 * name or title within the tenant; tasks come from the checklist templates (never twice).
 */
export async function seedVideoHub(payload: Payload, tenant: Tenant, people: { manager: number; creator: number }) {
  const inTenant = { tenant: { equals: tenant.id } }
  const now = Date.now()
  const channel = await upsertByField(
    payload,
    'video-platform-channels',
    'name',
    { ...hubChannel, metrics: { ...hubChannel.metrics, updatedAt: new Date(now).toISOString() }, tenant: tenant.id },
    inTenant,
  )
  const series = await upsertByField(
    payload,
    'vp-series',
    'title',
    { ...hubSeries, channel: channel.id, tenant: tenant.id },
    inTenant,
  )
  for (const checklist of hubChecklists)
    await upsertByField(payload, 'vp-checklist-templates', 'name', { ...checklist, tenant: tenant.id }, inTenant)
  const contents = []
  for (const content of hubContents) {
    const date =
      content.daysFromNow === undefined ? undefined : new Date(now + content.daysFromNow * DAY_MS).toISOString()
    const needsApproval = ['approved', 'scheduled', 'published'].includes(content.status)
    contents.push(
      await upsertByField(
        payload,
        'video-platform-content',
        'title',
        {
          title: content.title,
          status: content.status,
          channel: channel.id,
          series: content.inSeries ? series.id : undefined,
          assignee: people.creator,
          dueDate: new Date(now + 7 * DAY_MS).toISOString(),
          scheduledFor: date,
          publishedAt: content.status === 'published' ? date : undefined,
          approvals: needsApproval
            ? [{ approver: people.manager, approvedAt: new Date(now - 5 * DAY_MS).toISOString(), comment: 'Passt so.' }]
            : undefined,
          tenant: tenant.id,
        },
        inTenant,
      ),
    )
  }
  await upsertByField(
    payload,
    'vp-batches',
    'title',
    {
      ...hubBatch,
      dueDate: new Date(now + hubBatch.dueInDays * DAY_MS).toISOString(),
      channel: channel.id,
      contents: contents.slice(1, 5).map((content) => content.id),
      tenant: tenant.id,
    },
    inTenant,
  )
  await upsertByField(
    payload,
    'vp-monthly-goals',
    'month',
    {
      ...hubGoal,
      month: monthOf(new Date(now)),
      channel: channel.id,
      baselineViews: 305_000,
      baselineSubscribers: 4_760,
      tenant: tenant.id,
    },
    { channel: { equals: channel.id } },
  )
}
