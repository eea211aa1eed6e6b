import type { ArrayField, CollectionSlug, Field, RelationshipField, RowField, SelectField } from 'payload'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { linkField } from '@/fields/link'
import { SLIDES_PER_VIEW } from './carouselOptions'
import { secondsChoices, speedChoices, withNumberChoices } from '@/fields/numberChoices'
import { checkboxField, rangeField, selectField, siblingIs } from './fieldPresets'
import { tenantRelation } from './sameTenant'

/** A primary and a secondary call-to-action link. */
export const ctaLinkFields = (): Field[] => [
  linkField({ name: 'primary', label: { de: 'Hauptlink', en: 'Primary link' } }),
  linkField({ name: 'secondary', label: { de: 'Zweiter Link', en: 'Secondary link' } }),
]

/** How many documents a listing block shows at most. */
export const limitField = ({ max, defaultValue }: { max: number; defaultValue: number }): Field =>
  rangeField(
    'limit',
    { min: 1, max, default: defaultValue },
    { de: 'Höchstens', en: 'At most' },
    { admin: { step: 1 } },
  )

const MANUAL_SELECTION: Bilingual = { de: 'Auswahl', en: 'Manual selection' }

/**
 * Where a block takes its entries from (default: the first value); `manual` means documents picked by hand
 * (labelled alike in every block), `inline` entries typed into the block.
 */
export const sourceField = <V extends string>(
  values: readonly V[],
  labels: Record<Exclude<V, 'manual'>, Bilingual>,
  { name = 'source', defaultValue = values[0] }: { name?: string; defaultValue?: V } = {},
): Field =>
  selectField(name, values, {
    defaultValue,
    labels: { ...labels, manual: MANUAL_SELECTION } as Record<V, Bilingual>,
    label: { de: 'Quelle', en: 'Source' },
  })

type PickOptions = {
  name: string
  relationTo: CollectionSlug
  maxRows: number
  label: Bilingual
  shownWhen?: NonNullable<Field['admin']>['condition']
}

/** Documents of the block's own tenant picked by hand, shown while the source is `manual` (or `shownWhen` says so). */
export const pickedDocuments = ({
  shownWhen = siblingIs('source', 'manual'),
  ...options
}: PickOptions): RelationshipField =>
  tenantRelation({ ...options, hasMany: true, admin: { condition: shownWhen } } as Parameters<typeof tenantRelation>[0])

/** Entries typed into the block itself, shown while the source is `inline`. */
export const inlineEntries = (
  options: Pick<ArrayField, 'name' | 'label' | 'labels' | 'maxRows' | 'fields'>,
): ArrayField => ({
  ...options,
  type: 'array',
  admin: { condition: siblingIs('source', 'inline') },
})

/** The block's layout (the first value is the default); `labels` as for `selectField`. */
export const layoutField = <V extends string>(values: readonly V[], labels?: Partial<Record<V, Bilingual>>): Field =>
  selectField('layout', values, { defaultValue: values[0], labels, label: 'Layout' })

/** The block's background colour. */
export const backgroundField = <V extends string>(values: readonly V[], defaultValue: V): SelectField =>
  selectField('background', values, { defaultValue, label: { de: 'Hintergrund', en: 'Background' } })

// Carousel blocks (image slider, testimonials, hero slider).

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
    selectField(effectName, effects, { defaultValue: 'slide', label: { de: 'Effekt', en: 'Effect' } }),
    speedField(speed),
    selectField('slidesPerView', SLIDES_PER_VIEW, { defaultValue: 'one', label: { de: 'Je Ansicht', en: 'Per view' } }),
    rangeField('gap', { min: 0, max: 64, default: gap }, { de: 'Abstand (px)', en: 'Gap (px)' }),
  ],
})

/** A carousel's arrow style, or `none` for no arrows. */
export const arrowStyleField = (styles: readonly string[]): SelectField =>
  selectField('arrowStyle', [...styles, 'none'], { defaultValue: 'circle', label: { de: 'Pfeile', en: 'Arrows' } })

/** A carousel's slide navigation below the slides. */
export const dotsField = (styles: readonly string[]): SelectField =>
  selectField('dots', styles, { defaultValue: 'dots', label: { de: 'Navigation', en: 'Dots' } })

/** Whether a carousel follows swipes and the arrow keys. */
export const swipeAndKeyboardFields = (): Field[] => [
  checkboxField('swipe', { de: 'Wischen', en: 'Swipe' }),
  checkboxField('keyboard', { de: 'Tastatur', en: 'Keyboard' }),
]

/** The intervals editors choose from (issue 34: "Intervall (ms)" asked them for milliseconds). */
const INTERVALS_OFFERED = [3000, 4000, 5000, 6000, 7000, 8000, 10000, 15000]

/** Milliseconds between a carousel's automatic steps, offered to editors as seconds. */
export const intervalField = (range: { min: number; max: number; default: number }): Field =>
  withNumberChoices(
    rangeField(
      'interval',
      range,
      { de: 'Wechsel alle', en: 'Change every' },
      {
        admin: {
          description: {
            de: 'Wie lange jede Folie stehen bleibt, bevor die nächste erscheint.',
            en: 'How long each slide stays before the next one appears.',
          },
        },
      },
    ),
    secondsChoices(INTERVALS_OFFERED.filter((value) => value >= range.min && value <= range.max)),
  )

/** A carousel's transition time in milliseconds, offered as fast, normal (the default) and slow. */
export const speedField = (range: { min: number; max: number; default: number }): Field =>
  withNumberChoices(
    rangeField(
      'speed',
      range,
      { de: 'Übergang', en: 'Transition' },
      {
        admin: {
          description: {
            de: 'Wie schnell eine Folie der nächsten weicht.',
            en: 'How fast a slide gives way to the next.',
          },
        },
      },
    ),
    speedChoices({ fast: Math.max(range.min, 300), normal: range.default, slow: Math.min(range.max, 1000) }),
  )
