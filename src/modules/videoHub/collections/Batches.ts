import { hubAccess } from '@/modules/videoHub/access/videoHub'
import { row } from '@/fields/layout'
import { videoHubTool } from '@/modules/videoHub/collections/videoHubTool'
import type { VpBatches as Batch } from '@/payload-types'
import type { ContentStatus } from '@/modules/videoHub/lib/contentStateMachine'
import { batchProgress } from '@/modules/videoHub/lib/progress'
import { channelField, computedJsonField, sameChannelOnly } from './fields'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { titleField } from '@/fields/presentation'

/** A production batch: several videos of one channel due together; progress from its contents' statuses. */
export const VpBatches = videoHubTool({
  slug: 'vp-batches',
  labels: { singular: { de: 'Produktionsblock', en: 'Batch' }, plural: { de: 'Produktionsblöcke', en: 'Batches' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'channel', 'targetCount', 'dueDate'] },
  write: hubAccess('planning.manage'),
  relations: {
    channel: { collection: 'video-platform-channels' },
    contents: { collection: 'video-platform-content', sameChannel: true },
  },
  fields: [
    titleField({ localized: false, maxLength: 200 }),
    channelField(),
    row([
      {
        name: 'targetCount',
        type: 'number',
        required: true,
        min: 1,
        max: 1000,
        label: { de: 'Anzahl Videos (Ziel)', en: 'Target count' },
      },
      { name: 'dueDate', type: 'date', label: { de: 'Fällig am', en: 'Due date' } },
    ]),
    {
      name: 'contents',
      type: 'relationship',
      relationTo: 'video-platform-content',
      hasMany: true,
      filterOptions: sameChannelOnly,
      label: { de: 'Inhalte', en: 'Contents' },
    },
    computedJsonField('progress', { de: 'Fortschritt', en: 'Progress' }, async ({ data, req }) => {
      const batch = data as Batch | undefined
      const ids = (batch?.contents ?? []).map(tenantIdOf)
      if (!batch || ids.length === 0)
        return batch
          ? batchProgress({ targetCount: batch.targetCount ?? 0, dueDate: batch.dueDate }, [], new Date())
          : undefined
      const { docs } = await req.payload.find({
        collection: 'video-platform-content',
        where: { id: { in: ids } },
        depth: 0,
        pagination: false,
        select: { status: true },
        overrideAccess: true,
        req,
      })
      return batchProgress(
        { targetCount: batch.targetCount ?? 0, dueDate: batch.dueDate },
        docs.map((doc) => doc.status as ContentStatus),
        new Date(),
      )
    }),
  ],
})
