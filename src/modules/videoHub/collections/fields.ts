import type { Field, FieldHook, RelationshipField } from 'payload'
import { JSON_VIEW } from '@/fields/jsonView'
import { selectOptions } from '@/fields/selectOptions'
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES } from '@/modules/videoHub/lib/contentStateMachine'

/** The channel a hub document belongs to (required; other relations are limited to the same channel). */
export const channelField = (overrides: Partial<RelationshipField> = {}): Field =>
  ({
    name: 'channel',
    type: 'relationship',
    relationTo: 'video-platform-channels',
    required: true,
    index: true,
    label: { de: 'Kanal', en: 'Channel' },
    ...overrides,
  }) as Field

/** Choices limited to documents of the edited document's channel (admin); the API check is in sameTenantAndChannel. */
export const sameChannelOnly: RelationshipField['filterOptions'] = ({ data }) =>
  data?.channel ? { channel: { equals: channelIdOf(data.channel) } } : true

export const channelIdOf = (channel: unknown): number | string | undefined =>
  channel && typeof channel === 'object'
    ? (channel as { id?: number | string }).id
    : (channel as number | string | undefined)

export const contentStatusOptions = selectOptions(CONTENT_STATUSES, CONTENT_STATUS_LABELS)

/** Computed when read, never stored (progress of batches and goals). */
export const computedJsonField = (name: string, label: { de: string; en: string }, afterRead: FieldHook): Field => ({
  name,
  type: 'json',
  virtual: true,
  label,
  admin: { readOnly: true, components: { Field: JSON_VIEW } },
  access: { create: () => false, update: () => false },
  hooks: { afterRead: [afterRead] },
})
