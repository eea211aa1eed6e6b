import type { CollectionConfig } from 'payload'
import { superAdminOnly } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'
import { ADMIN_GROUPS } from '@/collections/presets/adminGroups'
import { JSON_VIEW } from '@/fields/jsonView'
import { dateTimeField } from '@/fields/dateTime'

/**
 * One row per run of a community background task (token refresh; the sync and the reports may
 * use it too). The unique `key` is the claim: of two app instances that start the same scheduled
 * run, only the one whose insert succeeds does the work (src/jobs/claimRun.ts). The row then keeps
 * the run's outcome, which the monitoring HEAD request of /api/cron/token-refresh reports.
 * Written by the server only.
 */
export const CommunityTaskRuns: CollectionConfig = {
  slug: 'community-task-runs',
  labels: {
    singular: { de: 'Community-Hintergrundlauf', en: 'Community task run' },
    plural: { de: 'Community-Hintergrundläufe', en: 'Community task runs' },
  },
  admin: {
    group: ADMIN_GROUPS.community,
    useAsTitle: 'key',
    defaultColumns: ['task', 'startedAt', 'finishedAt', 'failed'],
  },
  access: { read: superAdminOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-startedAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 200, label: { de: 'Schlüssel', en: 'Key' } },
    { name: 'task', type: 'text', required: true, index: true, maxLength: 100, label: { de: 'Aufgabe', en: 'Task' } },
    dateTimeField({ name: 'startedAt', required: true, index: true, label: { de: 'Begonnen', en: 'Started' } }),
    dateTimeField({ name: 'finishedAt', label: { de: 'Beendet', en: 'Finished' } }),
    { name: 'failed', type: 'number', min: 0, defaultValue: 0, label: { de: 'Fehlgeschlagen', en: 'Failed' } },
    {
      name: 'summary',
      type: 'json',
      label: { de: 'Ergebnis', en: 'Summary' },
      admin: { components: { Field: JSON_VIEW } },
    },
  ],
}
