import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { findCycle, findMissingTargets } from '@/lib/graph/dependencyGraph'

type Maybe<T> = T | null | undefined

/** Structural subset of a workflow document: steps are addressed by their `key`, unique within the workflow. */
export type WorkflowStepGraph = {
  phases?: Maybe<
    ReadonlyArray<{
      steps?: Maybe<
        ReadonlyArray<{
          key?: Maybe<string>
          dependencies?: Maybe<ReadonlyArray<{ step?: Maybe<string> }>>
          branches?: Maybe<ReadonlyArray<{ nextStep?: Maybe<string> }>>
        }>
      >
    }>
  >
}

/**
 * Editor-facing problems of a workflow's step graph, empty when it is sound: duplicate step keys,
 * dependencies or decision branches that point at no step, and dependency cycles. Branches may
 * loop back (iterative workflows) and are therefore not part of the cycle check.
 */
export function stepGraphProblems(workflow: WorkflowStepGraph): Bilingual[] {
  const steps = (workflow.phases ?? []).flatMap((phase) => phase.steps ?? [])
  const problems: Bilingual[] = []
  const keys = new Set<string>()
  const dependencies = new Map<string, string[]>()
  const branches = new Map<string, string[]>()

  for (const step of steps) {
    const key = step.key ?? ''
    if (keys.has(key))
      problems.push({
        de: `Der Schritt-Schlüssel „${key}“ wird mehrfach verwendet`,
        en: `The step key "${key}" is used more than once`,
      })
    keys.add(key)
    dependencies.set(key, [...(dependencies.get(key) ?? []), ...targets(step.dependencies, (d) => d.step)])
    branches.set(key, [...(branches.get(key) ?? []), ...targets(step.branches, (b) => b.nextStep)])
  }

  for (const { from, to } of findMissingTargets(keys, dependencies)) {
    problems.push({
      de: `Schritt „${from}“ hängt von „${to}“ ab, das kein Schritt dieses Workflows ist`,
      en: `Step "${from}" depends on "${to}", which is not a step of this workflow`,
    })
  }
  for (const { from, to } of findMissingTargets(keys, branches)) {
    problems.push({
      de: `Eine Verzweigung von Schritt „${from}“ führt zu „${to}“, das kein Schritt dieses Workflows ist`,
      en: `A branch of step "${from}" leads to "${to}", which is not a step of this workflow`,
    })
  }
  const cycle = findCycle(dependencies)
  if (cycle) {
    const path = cycle.join(' → ')
    problems.push({
      de: `Die Abhängigkeiten der Schritte bilden einen Kreis: ${path}`,
      en: `Step dependencies form a cycle: ${path}`,
    })
  }
  return problems
}

function targets<T>(rows: Maybe<ReadonlyArray<T>>, target: (row: T) => Maybe<string>): string[] {
  return (rows ?? []).map(target).filter((key): key is string => typeof key === 'string' && key !== '')
}
