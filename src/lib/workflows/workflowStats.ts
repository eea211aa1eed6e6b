export const STEP_TYPES = ['task', 'decision', 'milestone', 'approval', 'wait', 'automatic'] as const

export type StepType = (typeof STEP_TYPES)[number]

/** Structural subset of the Payload workflow document; null is what Payload returns for empty fields. */
export type WorkflowLike = {
  phases?: ReadonlyArray<{
    steps?: ReadonlyArray<{
      stepType?: StepType | null
      checklist?: readonly unknown[] | null
    }> | null
  }> | null
}

export type WorkflowStats = {
  phaseCount: number
  stepCount: number
  /** Total checklist items over all steps. */
  checklistCount: number
  /** Every step type is present, 0 when unused; steps without a known type are counted in stepCount only. */
  stepTypeBreakdown: Record<StepType, number>
}

export function workflowStats(workflow: WorkflowLike): WorkflowStats {
  const stepTypeBreakdown = Object.fromEntries(STEP_TYPES.map((type) => [type, 0])) as Record<StepType, number>
  const phases = workflow.phases ?? []
  let stepCount = 0
  let checklistCount = 0

  for (const phase of phases) {
    for (const step of phase.steps ?? []) {
      stepCount++
      checklistCount += step.checklist?.length ?? 0
      if (step.stepType && isStepType(step.stepType)) stepTypeBreakdown[step.stepType]++
    }
  }

  return { phaseCount: phases.length, stepCount, checklistCount, stepTypeBreakdown }
}

// Stored documents can hold values from an older schema that the type does not admit.
function isStepType(value: string): value is StepType {
  return (STEP_TYPES as readonly string[]).includes(value)
}
