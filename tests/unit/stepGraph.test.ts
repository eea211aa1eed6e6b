import { describe, expect, it } from 'vitest'
import { stepGraphProblems } from '../../src/lib/workflows/stepGraph'

type Step = { key: string; dependencies?: { step: string }[]; branches?: { nextStep: string }[] }
const workflow = (...phases: Step[][]) => ({ phases: phases.map((steps) => ({ steps })) })
const dependsOn = (...keys: string[]) => keys.map((step) => ({ step }))
const englishProblems = (graph: Parameters<typeof stepGraphProblems>[0]) =>
  stepGraphProblems(graph).map((problem) => problem.en)

describe('stepGraphProblems', () => {
  it('accepts dependencies across phases and branches that loop back', () => {
    const sound = workflow(
      [{ key: 'brief' }, { key: 'draft', dependencies: dependsOn('brief') }],
      [
        { key: 'review', dependencies: dependsOn('draft'), branches: [{ nextStep: 'draft' }, { nextStep: 'publish' }] },
        { key: 'publish', dependencies: dependsOn('review') },
      ],
    )
    expect(stepGraphProblems(sound)).toEqual([])
    expect(stepGraphProblems({})).toEqual([])
  })

  it('names a dependency or branch target that is not a step', () => {
    const problems = englishProblems(
      workflow([{ key: 'a', dependencies: dependsOn('ghost'), branches: [{ nextStep: 'nowhere' }] }]),
    )
    expect(problems).toEqual([
      'Step "a" depends on "ghost", which is not a step of this workflow',
      'A branch of step "a" leads to "nowhere", which is not a step of this workflow',
    ])
  })

  it('reports a dependency cycle as a readable path, also across phases and for a self-dependency', () => {
    const cyclic = workflow(
      [{ key: 'a', dependencies: dependsOn('c') }],
      [
        { key: 'b', dependencies: dependsOn('a') },
        { key: 'c', dependencies: dependsOn('b') },
      ],
    )
    const [problem] = englishProblems(cyclic)
    expect(problem).toMatch(/^Step dependencies form a cycle: /)
    const path = problem!.replace('Step dependencies form a cycle: ', '').split(' → ')
    expect(path[0]).toBe(path.at(-1))
    expect(new Set(path)).toEqual(new Set(['a', 'b', 'c']))
    expect(englishProblems(workflow([{ key: 'a', dependencies: dependsOn('a') }]))).toEqual([
      'Step dependencies form a cycle: a → a',
    ])
  })

  it('refuses duplicate keys, since dependencies would be ambiguous', () => {
    expect(englishProblems(workflow([{ key: 'a' }], [{ key: 'a' }]))).toEqual([
      'The step key "a" is used more than once',
    ])
  })
})
