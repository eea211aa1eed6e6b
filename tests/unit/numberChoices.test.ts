import { describe, expect, it } from 'vitest'
import { HeroSliderBlock } from '@/blocks/HeroSlider/config'
import { heightChoices, secondsChoices, speedChoices } from '@/fields/numberChoices'
import type { Field, NumberField } from 'payload'

const flat = (fields: Field[]): Field[] =>
  fields.flatMap((field) => ('fields' in field && field.type === 'row' ? flat(field.fields) : [field]))

describe('number fields editors pick by meaning (issue 34: "Intervall (ms)", "Höhe Desktop (vh)")', () => {
  it('names milliseconds as seconds and heights by size', () => {
    expect(secondsChoices([1000, 4000, 1500]).map((choice) => choice.label)).toEqual([
      { de: '1 Sekunde', en: '1 second' },
      { de: '4 Sekunden', en: '4 seconds' },
      { de: '1,5 Sekunden', en: '1.5 seconds' },
    ])
    expect(speedChoices({ fast: 300, normal: 600, slow: 1000 })[0]?.hint).toEqual({
      de: '0,3 Sekunden',
      en: '0.3 seconds',
    })
    expect(heightChoices({ small: 50, medium: 60, large: 70 }).map((choice) => choice.value)).toEqual([50, 60, 70, 100])
  })

  it('shows every number of the hero slider as choices that include its default, none with a unit in the label', () => {
    const numbers = flat(HeroSliderBlock.fields).filter((field): field is NumberField => field.type === 'number')
    expect(numbers.map((field) => field.name).sort()).toEqual(['heightDesktop', 'heightMobile', 'interval', 'speed'])
    for (const field of numbers) {
      const component = field.admin?.components?.Field as { clientProps: { choices: { value: number }[] } }
      const values = component.clientProps.choices.map((choice) => choice.value)
      expect(values, field.name).toContain(field.defaultValue)
      for (const value of values) expect(value).toBeGreaterThanOrEqual(field.min!)
      for (const value of values) expect(value).toBeLessThanOrEqual(field.max!)
      expect(JSON.stringify(field.label)).not.toMatch(/\((ms|vh)\)/)
    }
  })
})
