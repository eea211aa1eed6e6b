import type { TextFieldSingleValidation } from 'payload'
import { group, row } from '@/fields/layout'
import { localizedMessage } from '@/lib/i18n/localizedMessage'
import { communityTool } from '@/modules/community/collections/communityTool'
import { selectOptions } from '@/fields/selectOptions'
import { rulePatternError } from '@/modules/community/lib/ruleRegex'
import {
  PRIORITIES,
  PRIORITY_LABELS,
  SENTIMENT_LABELS,
  SENTIMENTS,
  SOCIAL_NETWORKS,
} from '@/modules/community/lib/vocabulary'
import { nameField } from '@/fields/presentation'

const validatePattern: TextFieldSingleValidation = (value, { req }) => {
  if (!value) return true
  const error = rulePatternError(value)
  return error ? localizedMessage(req, error) : true
}

/**
 * Rules run in `order` on every newly synced interaction: all conditions that are set must match;
 * the actions then apply, and `stopProcessing` ends the run for that interaction.
 */
export const CommunityRules = communityTool({
  slug: 'community-rules',
  labels: { singular: { de: 'Regel', en: 'Rule' }, plural: { de: 'Regeln', en: 'Rules' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order', 'enabled', 'stopProcessing'] },
  capabilities: { read: 'interactions.view', write: 'rules.manage' },
  fields: [
    nameField({ localized: false, maxLength: 200 }),
    row([
      { name: 'enabled', type: 'checkbox', defaultValue: true, label: { de: 'Aktiv', en: 'Enabled' } },
      {
        name: 'order',
        type: 'number',
        defaultValue: 100,
        min: 0,
        max: 100000,
        label: { de: 'Reihenfolge', en: 'Order' },
      },
      {
        name: 'stopProcessing',
        type: 'checkbox',
        defaultValue: false,
        label: { de: 'Danach keine weiteren Regeln', en: 'Stop after this rule' },
      },
    ]),
    group(
      'conditions',
      { de: 'Bedingungen (alle gesetzten müssen zutreffen)', en: 'Conditions (all that are set must match)' },
      [
        {
          name: 'keywords',
          type: 'text',
          hasMany: true,
          maxRows: 50,
          label: { de: 'Stichwörter (eines genügt)', en: 'Keywords (any)' },
        },
        {
          name: 'pattern',
          type: 'text',
          label: { de: 'Regulärer Ausdruck', en: 'Regular expression' },
          validate: validatePattern,
        },
        {
          name: 'sentiments',
          type: 'select',
          hasMany: true,
          options: selectOptions(SENTIMENTS, SENTIMENT_LABELS),
          label: { de: 'Stimmung', en: 'Sentiment' },
        },
        {
          name: 'platforms',
          type: 'select',
          hasMany: true,
          options: selectOptions(SOCIAL_NETWORKS),
          label: { de: 'Plattformen', en: 'Platforms' },
        },
        { name: 'channels', type: 'text', hasMany: true, maxRows: 50, label: { de: 'Kanal-IDs', en: 'Channel ids' } },
        {
          name: 'authors',
          type: 'text',
          hasMany: true,
          maxRows: 50,
          label: { de: 'Autoren (Name oder ID)', en: 'Authors (name or id)' },
        },
      ],
    ),
    group('actions', { de: 'Aktionen', en: 'Actions' }, [
      {
        name: 'replyTemplate',
        type: 'relationship',
        relationTo: 'community-templates',
        label: { de: 'Automatisch antworten mit', en: 'Auto-reply with' },
      },
      { name: 'assignTo', type: 'relationship', relationTo: 'users', label: { de: 'Zuweisen an', en: 'Assign to' } },
      {
        name: 'addTags',
        type: 'text',
        hasMany: true,
        maxRows: 20,
        label: { de: 'Schlagwörter hinzufügen', en: 'Add tags' },
      },
      {
        name: 'setPriority',
        type: 'select',
        options: selectOptions(PRIORITIES, PRIORITY_LABELS),
        label: { de: 'Priorität setzen', en: 'Set priority' },
      },
      {
        name: 'markSpam',
        type: 'checkbox',
        defaultValue: false,
        label: { de: 'Als Spam markieren', en: 'Mark as spam' },
      },
      {
        name: 'notify',
        type: 'relationship',
        relationTo: 'users',
        hasMany: true,
        label: { de: 'Benachrichtigen', en: 'Notify' },
      },
    ]),
  ],
})
