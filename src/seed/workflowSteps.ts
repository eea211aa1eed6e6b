// Building blocks of the demo workflows' steps.

/** The dependencies of a step that can start only when `step` is finished. */
export const after = (step: string) => [{ step, kind: 'blocking' }]

/** A decision that follows `previous`; each branch maps its condition (German) to the step it leads to. */
export const decision = (key: string, title: string, previous: string, branches: Record<string, string>) => ({
  key,
  title,
  stepType: 'decision',
  dependencies: after(previous),
  branches: Object.entries(branches).map(([condition, nextStep]) => ({ condition, nextStep })),
})
