import type { TextFieldSingleValidation } from 'payload'
import { row } from '@/fields/layout'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { tenantIdOf } from '@/lib/tenants/tenantIdOf'
import { hubAccess } from '@/modules/videoHub/access/videoHub'
import { videoHubTool } from '@/modules/videoHub/collections/videoHubTool'
import type { VpMonthlyGoals as Goal } from '@/payload-types'
import { loadGoalProgress } from '@/modules/videoHub/lib/goals'
import { channelField, computedJsonField } from './fields'

const validateMonth: TextFieldSingleValidation = (value, { req }) =>
  (typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)) ||
  localizedMessage(req, { de: 'Monat als JJJJ-MM angeben', en: 'Give the month as YYYY-MM' })

const target = (name: string, label: { de: string; en: string }) => ({
  name,
  type: 'number' as const,
  min: 0,
  max: 1e12,
  label,
})

/** A channel's targets for one month; progress is computed when read. */
export const VpMonthlyGoals = videoHubTool({
  slug: 'vp-monthly-goals',
  labels: { singular: { de: 'Monatsziel', en: 'Monthly goal' }, plural: { de: 'Monatsziele', en: 'Monthly goals' } },
  admin: {
    useAsTitle: 'month',
    defaultColumns: ['month', 'channel', 'targetVideos', 'targetViews', 'targetSubscribers'],
  },
  write: hubAccess('planning.manage'),
  indexes: [{ fields: ['channel', 'month'], unique: true }],
  relations: { channel: { collection: 'video-platform-channels' } },
  hooks: {
    beforeChange: [
      // The baseline is the channel's metrics when the goal is set: gains are measured from there.
      async ({ data, operation, req }) => {
        if (operation !== 'create' || (data.baselineViews != null && data.baselineSubscribers != null)) return data
        const channel = await req.payload.findByID({
          collection: 'video-platform-channels',
          id: tenantIdOf(data.channel)!,
          depth: 0,
          overrideAccess: true,
          req,
        })
        data.baselineViews ??= channel.metrics?.views ?? 0
        data.baselineSubscribers ??= channel.metrics?.subscribers ?? 0
        return data
      },
    ],
  },
  fields: [
    channelField(),
    {
      name: 'month',
      type: 'text',
      required: true,
      validate: validateMonth,
      label: { de: 'Monat (JJJJ-MM)', en: 'Month (YYYY-MM)' },
    },
    row([
      target('targetVideos', { de: 'Ziel: Videos', en: 'Target: videos' }),
      target('targetViews', { de: 'Ziel: Aufrufe', en: 'Target: views' }),
      target('targetSubscribers', { de: 'Ziel: neue Abonnenten', en: 'Target: new subscribers' }),
    ]),
    row([
      target('baselineViews', { de: 'Aufrufe zu Monatsbeginn', en: 'Views at start' }),
      target('baselineSubscribers', { de: 'Abonnenten zu Monatsbeginn', en: 'Subscribers at start' }),
    ]),
    {
      name: 'atRiskNotifiedAt',
      type: 'date',
      access: { create: () => false, update: () => false },
      label: { de: 'Gefährdung gemeldet am', en: 'At-risk notice sent' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    computedJsonField('progress', { de: 'Fortschritt', en: 'Progress' }, ({ data, req }) =>
      data ? loadGoalProgress(req, data as Goal, new Date()) : undefined,
    ),
  ],
})
