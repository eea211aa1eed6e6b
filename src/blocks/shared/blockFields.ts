import type { Field, RowField } from 'payload'
import { linkField } from '@/fields/link'
import { selectOptions } from '@/fields/selectOptions'
import { SLIDES_PER_VIEW } from './carouselOptions'

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
