import { communityAccess } from '@/modules/community/access/community'
import { nobody, nobodyField } from '@/access/nobody'
import { communityTool } from '@/modules/community/collections/communityTool'
import { selectOptions } from '@/fields/selectOptions'
import {
  INTERACTION_STATUS_LABELS,
  INTERACTION_STATUSES,
  PRIORITIES,
  PRIORITY_LABELS,
  SENTIMENT_ANALYSER_LABELS,
  SENTIMENT_ANALYSERS,
  SENTIMENT_LABELS,
  SENTIMENTS,
  SOCIAL_NETWORKS,
} from '@/modules/community/lib/vocabulary'
import { itemListField } from '@/fields/lists'
import { dateTimeField } from '@/fields/dateTime'
import { cmsEnv } from '@/env'
import { youTubeThumbnailUrl } from '@/modules/community/lib/youtube/thumbnail'

const readOnly = { readOnly: true } as const

/**
 * A synced comment or reply. Written by the sync (server side only); moderators change status,
 * priority, tags and assignment, and answer through `POST /api/community/reply`.
 */
export const CommunityInteractions = communityTool({
  slug: 'community-interactions',
  labels: { singular: { de: 'Interaktion', en: 'Interaction' }, plural: { de: 'Interaktionen', en: 'Interactions' } },
  admin: {
    useAsTitle: 'authorName',
    defaultColumns: ['authorName', 'text', 'sentiment.label', 'status', 'publishedAt'],
    components: { beforeListTable: ['@/modules/community/admin/LiveUpdatesBadge#LiveUpdatesBadge'] },
  },
  capabilities: { read: 'interactions.view', write: 'comments.moderate' },
  access: { create: nobody, delete: communityAccess('settings.manage') },
  indexes: [
    // Idempotent sync: one row per platform comment and tenant.
    { fields: ['tenant', 'platform', 'externalId'], unique: true },
    { fields: ['tenant', 'updatedAt'] },
  ],
  fields: [
    {
      name: 'platform',
      type: 'select',
      required: true,
      options: selectOptions(SOCIAL_NETWORKS),
      label: { de: 'Plattform', en: 'Platform' },
      admin: readOnly,
    },
    {
      name: 'account',
      type: 'relationship',
      relationTo: 'social-accounts',
      required: true,
      label: { de: 'Konto', en: 'Account' },
      admin: readOnly,
    },
    {
      name: 'externalId',
      type: 'text',
      required: true,
      label: { de: 'Plattform-ID', en: 'Platform id' },
      admin: readOnly,
    },
    { name: 'channelId', type: 'text', index: true, label: { de: 'Kanal-ID', en: 'Channel id' }, admin: readOnly },
    { name: 'videoId', type: 'text', label: { de: 'Video-ID', en: 'Video id' }, admin: readOnly },
    { name: 'videoTitle', type: 'text', label: { de: 'Videotitel', en: 'Video title' }, admin: readOnly },
    {
      // Not stored: derived from the video id for the inbox's conversation pane.
      name: 'videoThumbnail',
      type: 'text',
      virtual: true,
      label: { de: 'Vorschaubild des Videos', en: 'Video still' },
      admin: { hidden: true },
      access: { create: nobodyField, update: nobodyField },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData.platform === 'youtube'
              ? youTubeThumbnailUrl(cmsEnv().YOUTUBE_THUMBNAIL_BASE_URL, siblingData.videoId)
              : null,
        ],
      },
    },
    { name: 'authorName', type: 'text', label: { de: 'Autor', en: 'Author' }, admin: readOnly },
    { name: 'authorId', type: 'text', label: { de: 'Autor-ID', en: 'Author id' }, admin: readOnly },
    { name: 'text', type: 'textarea', required: true, label: { de: 'Text', en: 'Text' }, admin: readOnly },
    dateTimeField({ name: 'publishedAt', label: { de: 'Veröffentlicht', en: 'Published' }, admin: readOnly }),
    { name: 'threadId', type: 'text', index: true, label: { de: 'Thread-ID', en: 'Thread id' }, admin: readOnly },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'community-interactions',
      label: { de: 'Antwort auf', en: 'Reply to' },
      admin: readOnly,
    },
    { name: 'likeCount', type: 'number', label: { de: 'Likes', en: 'Likes' }, admin: readOnly },
    {
      name: 'sentiment',
      type: 'group',
      label: { de: 'Stimmung', en: 'Sentiment' },
      admin: readOnly,
      fields: [
        {
          name: 'label',
          type: 'select',
          options: selectOptions(SENTIMENTS, SENTIMENT_LABELS),
          label: { de: 'Stimmung', en: 'Sentiment' },
        },
        { name: 'score', type: 'number', min: -1, max: 1, label: { de: 'Wert', en: 'Score' } },
        { name: 'confidence', type: 'number', min: 0, max: 1, label: { de: 'Sicherheit', en: 'Confidence' } },
        { name: 'language', type: 'text', label: { de: 'Sprache', en: 'Language' } },
        { name: 'topics', type: 'text', hasMany: true, label: { de: 'Themen', en: 'Topics' } },
        { name: 'toxic', type: 'checkbox', label: { de: 'Toxisch', en: 'Toxic' } },
        {
          name: 'analyser',
          type: 'select',
          options: selectOptions(SENTIMENT_ANALYSERS, SENTIMENT_ANALYSER_LABELS),
          label: { de: 'Analysiert von', en: 'Analysed by' },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: selectOptions(INTERACTION_STATUSES, INTERACTION_STATUS_LABELS),
      label: { de: 'Status', en: 'Status' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'priority',
      type: 'select',
      defaultValue: 'normal',
      options: selectOptions(PRIORITIES, PRIORITY_LABELS),
      label: { de: 'Priorität', en: 'Priority' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      label: { de: 'Schlagwörter', en: 'Tags' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignedTo',
      type: 'relationship',
      relationTo: 'users',
      label: { de: 'Zugewiesen an', en: 'Assigned to' },
      admin: { position: 'sidebar' },
    },
    itemListField(
      'replies',
      { singular: { de: 'Antwort', en: 'Reply' }, plural: { de: 'Antworten', en: 'Replies' } },
      {
        admin: readOnly,
        fields: [
          { name: 'text', type: 'textarea', required: true, label: { de: 'Text', en: 'Text' } },
          { name: 'externalId', type: 'text', label: { de: 'Plattform-ID', en: 'Platform id' } },
          { name: 'postedAt', type: 'date', label: { de: 'Gesendet', en: 'Posted' } },
          { name: 'postedBy', type: 'relationship', relationTo: 'users', label: { de: 'Von', en: 'By' } },
          {
            name: 'template',
            type: 'relationship',
            relationTo: 'community-templates',
            label: { de: 'Vorlage', en: 'Template' },
          },
        ],
      },
    ),
    // Internal notes: written only through POST /api/community/notes (author and time set by the server), never sent to the platform.
    itemListField(
      'notes',
      {
        singular: { de: 'Interne Notiz', en: 'Internal note' },
        plural: { de: 'Interne Notizen', en: 'Internal notes' },
      },
      {
        admin: readOnly,
        access: { create: nobodyField, update: nobodyField },
        fields: [
          { name: 'text', type: 'textarea', required: true, maxLength: 2000, label: { de: 'Text', en: 'Text' } },
          { name: 'author', type: 'relationship', relationTo: 'users', label: { de: 'Von', en: 'By' } },
          { name: 'at', type: 'date', label: { de: 'Zeitpunkt', en: 'At' } },
        ],
      },
    ),
    {
      name: 'respondedAt',
      type: 'date',
      label: { de: 'Beantwortet am', en: 'Responded at' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'respondedBy',
      type: 'relationship',
      relationTo: 'users',
      label: { de: 'Beantwortet von', en: 'Responded by' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    itemListField(
      'ruleHits',
      { singular: { de: 'Regeltreffer', en: 'Rule hit' }, plural: { de: 'Regeltreffer', en: 'Rule hits' } },
      {
        admin: readOnly,
        fields: [
          { name: 'rule', type: 'relationship', relationTo: 'community-rules', label: { de: 'Regel', en: 'Rule' } },
          { name: 'actions', type: 'text', hasMany: true, label: { de: 'Aktionen', en: 'Actions' } },
          { name: 'at', type: 'date', label: { de: 'Zeitpunkt', en: 'At' } },
        ],
      },
    ),
  ],
})
