import type { CollectionSlug, Field, RelationshipField, RowField } from 'payload'
import type { Bilingual } from '@/access/localizedMessage'
import { linkField } from '@/fields/link'
import { selectOptions } from '@/fields/selectOptions'
import { SLIDES_PER_VIEW } from './carouselOptions'
import { tenantRelation } from './sameTenant'

type MotionRow = {
  /** `effect` or `animation`: the block's own field name for its transition. */
  effectName: string
  effects: readonly string[]
  speed: { min: number; max: number; default: number }
  gap: number
}

/** Transition, speed, slides per view and gap of a carousel block, in one admin row. */
export const carouselMotionRow = ({ effectName, effects, speed, gap }: MotionRow): RowField => ({
  type: 'row',
  fields: [
    { name: effectName, type: 'select', defaultValue: 'slide', options: selectOptions(effects), label: { de: 'Effekt', en: 'Effect' } },
    { name: 'speed', type: 'number', min: speed.min, max: speed.max, defaultValue: speed.default, label: { de: 'Tempo (ms)', en: 'Speed (ms)' } },
    { name: 'slidesPerView', type: 'select', defaultValue: 'one', options: selectOptions(SLIDES_PER_VIEW), label: { de: 'Je Ansicht', en: 'Per view' } },
    { name: 'gap', type: 'number', min: 0, max: 64, defaultValue: gap, label: { de: 'Abstand (px)', en: 'Gap (px)' } },
  ],
})

/** A primary and a secondary call-to-action link. */
export const ctaLinkFields = (): Field[] => [
  linkField({ name: 'primary', label: { de: 'Hauptlink', en: 'Primary link' } }),
  linkField({ name: 'secondary', label: { de: 'Zweiter Link', en: 'Secondary link' } }),
]

/** The block's localized heading (optional). */
export const headingField = (): Field => ({ name: 'heading', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Heading' } })

/** How many documents a listing block shows at most. */
export const limitField = ({ max, defaultValue }: { max: number; defaultValue: number }): Field => ({
  name: 'limit',
  type: 'number',
  min: 1,
  max,
  defaultValue,
  admin: { step: 1 },
  label: { de: 'Höchstens', en: 'At most' },
})

const MANUAL_SELECTION: Bilingual = { de: 'Auswahl', en: 'Manual selection' }

/** Where a listing block takes its documents from (the first value is the default); `manual` means picked by hand. */
export const sourceField = <V extends string>(values: readonly V[], labels: Record<Exclude<V, 'manual'>, Bilingual>, name = 'source'): Field => ({
  name,
  type: 'select',
  defaultValue: values[0],
  options: selectOptions(values, { ...labels, manual: MANUAL_SELECTION } as Record<V, Bilingual>),
  label: { de: 'Quelle', en: 'Source' },
})

type PickOptions = { name: string; relationTo: CollectionSlug; maxRows: number; label: Bilingual; sourceName?: string }

/** Documents of the block's own tenant picked by hand, shown while the source is `manual`. */
export const pickedDocuments = ({ sourceName = 'source', ...options }: PickOptions): RelationshipField =>
  tenantRelation({ ...options, hasMany: true, admin: { condition: (_data, sibling) => sibling?.[sourceName] === 'manual' } } as Parameters<typeof tenantRelation>[0])

/** The block's layout (the first value is the default). */
export const layoutField = <V extends string>(values: readonly V[], labels: Record<V, Bilingual>): Field => ({
  name: 'layout',
  type: 'select',
  defaultValue: values[0],
  options: selectOptions(values, labels),
  label: 'Layout',
})
