import { describe, expect, it } from 'vitest'
import { planBatch, type ExistingCase } from '@case/features/sync/pullPlan'
import type { BillingCase } from '@case/features/sync/billingSchema'

const billing = (billing_id: string, fields: Partial<BillingCase> = {}): BillingCase => ({
  billing_id,
  datum: '2026-03-02',
  kvnr: null,
  nachname: 'Muster',
  vorname: 'Erika',
  geburtsdatum: null,
  versicherung: 'AOK-NORD',
  fallgruppe: 'Kardio',
  fachgebiet: 'Kardiologie',
  erstgespraech: false,
  abbruch: false,
  unterlagen: false,
  gutachten: false,
  fg: false,
  updated_at: new Date('2026-03-02T10:00:00Z'),
  ...fields,
})
const existing = (billing_id: string, fields: Partial<ExistingCase> = {}): [string, ExistingCase] => [
  billing_id,
  {
    id: `case-${billing_id}`,
    billing_id,
    fall_id: '2026-03-02_R00000000',
    billing_updated_at: new Date('2026-03-02T10:00:00Z'),
    ...fields,
  },
]
const hex = () => 'abcdef01'

describe('planBatch', () => {
  it('inserts new rows with KVNR-form fall_ids, suffixed past taken ones and within the batch', () => {
    const plan = planBatch(
      [
        billing('1', { kvnr: 'A123456780' }),
        billing('2', { kvnr: 'a123456780' }),
        billing('3'),
        billing('4', { kvnr: 'A123456781' }),
      ],
      new Map(),
      new Set(['2026-03-02_A123456780']),
      hex,
    )
    expect(plan.inserts.map((row) => [row.billing_id, row.fall_id])).toEqual([
      ['1', '2026-03-02_A123456780-2'],
      ['2', '2026-03-02_A123456780-3'],
      ['3', '2026-03-02_Rabcdef01'],
      // a KVNR with a wrong check digit gets a placeholder id
      ['4', '2026-03-02_Rabcdef01'],
    ])
    expect(plan.inserts[0]).toMatchObject({
      billing_updated_at: new Date('2026-03-02T10:00:00Z'),
      versicherung: 'AOK-NORD',
    })
    expect(plan.inserts[0]).not.toHaveProperty('updated_at')
    expect(plan.inserts[1]!.kvnr).toBe('A123456780')
    expect(plan.inserts[3]!.kvnr).toBe('A123456781')
  })

  it('updates only rows newer than the last pull; equal or older is unchanged', () => {
    const plan = planBatch(
      [
        billing('1', { updated_at: new Date('2026-03-02T10:00:00Z') }),
        billing('2', { updated_at: new Date('2026-03-01T00:00:00Z') }),
        billing('3', { updated_at: new Date('2026-03-03T00:00:00Z'), fallgruppe: 'Ortho' }),
        billing('4'),
      ],
      new Map([existing('1'), existing('2'), existing('3'), existing('4', { billing_updated_at: null })]),
      new Set(),
      hex,
    )
    expect(plan.unchanged).toBe(2)
    expect(plan.updates.map((update) => [update.id, update.fields.fallgruppe])).toEqual([
      ['case-3', 'Ortho'],
      ['case-4', 'Kardio'],
    ])
  })

  it('rebuilds a placeholder fall_id when a KVNR arrives, never a KVNR-form one', () => {
    const newer = { kvnr: 'B123456782', updated_at: new Date('2026-03-04T00:00:00Z') }
    const plan = planBatch(
      [billing('1', newer), billing('2', newer)],
      new Map([existing('1'), existing('2', { fall_id: '2026-03-02_A123456780' })]),
      new Set(),
      hex,
    )
    expect(plan.updates).toEqual([
      expect.objectContaining({ id: 'case-1', fall_id: '2026-03-02_B123456782' }),
      expect.not.objectContaining({ fall_id: expect.anything() }),
    ])
  })
})
