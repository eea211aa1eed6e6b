import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STEP_TYPES, workflowStats, type StepType, type WorkflowLike } from '../../src/lib/workflows/workflowStats'

const zeroBreakdown = { task: 0, decision: 0, milestone: 0, approval: 0, wait: 0, automatic: 0 }

describe('workflowStats', () => {
  it('counts phases, steps, checklist items and step types', () => {
    const workflow: WorkflowLike = {
      phases: [
        {
          steps: [
            { stepType: 'task', checklist: [{ item: 'a' }, { item: 'b' }] },
            { stepType: 'approval', checklist: [] },
            { stepType: 'task' },
          ],
        },
        {
          steps: [
            { stepType: 'milestone', checklist: [{ item: 'c' }] },
            { stepType: 'automatic', checklist: null },
          ],
        },
        { steps: [] },
      ],
    }
    expect(workflowStats(workflow)).toEqual({
      phaseCount: 3,
      stepCount: 5,
      checklistCount: 3,
      stepTypeBreakdown: { ...zeroBreakdown, task: 2, approval: 1, milestone: 1, automatic: 1 },
    })
  })

  it('returns zeros with all six step types for an empty workflow', () => {
    const empty = { phaseCount: 0, stepCount: 0, checklistCount: 0, stepTypeBreakdown: zeroBreakdown }
    expect(workflowStats({})).toEqual(empty)
    expect(workflowStats({ phases: null })).toEqual(empty)
    expect(workflowStats({ phases: [] })).toEqual(empty)
  })

  it('counts phases without steps and steps without or with an unknown type', () => {
    const workflow = {
      phases: [{}, { steps: null }, { steps: [{}, { stepType: null }, { stepType: 'legacy' as StepType }] }],
    }
    expect(workflowStats(workflow)).toEqual({
      phaseCount: 3,
      stepCount: 3,
      checklistCount: 0,
      stepTypeBreakdown: zeroBreakdown,
    })
  })

  it('is consistent for any workflow', () => {
    const step = fc.record(
      { stepType: fc.constantFrom(...STEP_TYPES), checklist: fc.option(fc.array(fc.anything(), { maxLength: 5 })) },
      { requiredKeys: ['stepType'] },
    )
    const workflow = fc.record({
      phases: fc.array(fc.record({ steps: fc.array(step, { maxLength: 8 }) }), { maxLength: 6 }),
    })
    fc.assert(
      fc.property(workflow, (value) => {
        const stats = workflowStats(value)
        const steps = value.phases.flatMap((phase) => phase.steps)
        expect(stats.phaseCount).toBe(value.phases.length)
        expect(stats.stepCount).toBe(steps.length)
        expect(stats.checklistCount).toBe(steps.reduce((sum, s) => sum + (s.checklist?.length ?? 0), 0))
        expect(Object.keys(stats.stepTypeBreakdown).sort()).toEqual([...STEP_TYPES].sort())
        expect(Object.values(stats.stepTypeBreakdown).reduce((a, b) => a + b, 0)).toBe(steps.length)
        for (const type of STEP_TYPES) {
          expect(stats.stepTypeBreakdown[type]).toBe(steps.filter((s) => s.stepType === type).length)
        }
      }),
    )
  })
})
