import { beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../helpers/cmsServer'
import { createEditor, demoTenants, getJsonWithHost } from '../helpers/fixtures/platform'
import { useCms } from '../helpers/useCms'

type Step = {
  title: string
  key?: string
  stepType?: string
  dependencies?: { step: string; kind?: string }[]
  branches?: { condition: string; nextStep: string }[]
  checklist?: { item: string; required?: boolean }[]
}
type PublicWorkflows = {
  tenant: string
  docs: {
    slug: string
    title: string
    type: string
    complexity: string
    phases: { name: string; steps: { key: string }[] }[]
    statistics: {
      phaseCount: number
      stepCount: number
      checklistCount: number
      stepTypeBreakdown: Record<string, number>
    }
  }[]
}

describe('workflows: step dependencies are validated; GET /api/workflows is public per tenant with statistics', () => {
  const cms = useCms({ tenants: demoTenants({ betaLocale: 'en' }) })

  const create = (
    tenant: number,
    title: string,
    phases: { name: string; steps: Step[] }[],
    extra: Record<string, unknown> = {},
  ) =>
    cms.payload.create({
      collection: 'workflows',
      data: { tenant, title, _status: 'published', phases, ...extra } as never,
    })
  const phasesError = (message: RegExp) => ({
    data: { errors: [expect.objectContaining({ path: 'phases', message: expect.stringMatching(message) })] },
  })

  it('derives step keys from titles and accepts dependencies on existing steps across phases', async () => {
    const workflow = await create(
      cms.tenants.alpha,
      'Implantatbehandlung',
      [
        {
          name: 'Planung',
          steps: [
            { title: 'Erstberatung', checklist: [{ item: 'Anamnese' }, { item: 'Röntgen', required: false }] },
            { title: 'Kostenplan', stepType: 'approval', dependencies: [{ step: 'erstberatung' }] },
          ],
        },
        {
          name: 'Behandlung',
          steps: [
            {
              title: 'Freigabe?',
              key: 'freigabe',
              stepType: 'decision',
              dependencies: [{ step: 'kostenplan' }],
              branches: [
                { condition: 'Genehmigt', nextStep: 'implantation' },
                { condition: 'Abgelehnt', nextStep: 'erstberatung' },
              ],
            },
            {
              title: 'Implantation',
              stepType: 'milestone',
              dependencies: [{ step: 'freigabe' }, { step: 'kostenplan', kind: 'parallel' }],
            },
          ],
        },
      ],
      { type: 'project', complexity: 'complex' },
    )
    expect(workflow.phases?.flatMap((phase) => phase.steps?.map((step) => step.key))).toEqual([
      'erstberatung',
      'kostenplan',
      'freigabe',
      'implantation',
    ])
  })

  it('refuses a dependency on a step that does not exist', async () => {
    await expect(
      create(cms.tenants.alpha, 'Kaputt', [
        { name: 'P', steps: [{ title: 'A', dependencies: [{ step: 'gibt-es-nicht' }] }] },
      ]),
    ).rejects.toMatchObject(
      phasesError(/Schritt „a“ hängt von „gibt-es-nicht“ ab, das kein Schritt dieses Workflows ist/),
    )
  })

  it('refuses a dependency cycle (also when created by a later update) with a clear message', async () => {
    await expect(
      create(cms.tenants.alpha, 'Zirkel', [
        {
          name: 'P',
          steps: [
            { title: 'A', dependencies: [{ step: 'b' }] },
            { title: 'B', dependencies: [{ step: 'a' }] },
          ],
        },
      ]),
    ).rejects.toMatchObject(phasesError(/Die Abhängigkeiten der Schritte bilden einen Kreis: (a → b → a|b → a → b)/))

    const ok = await create(cms.tenants.alpha, 'Linear', [
      { name: 'P', steps: [{ title: 'A' }, { title: 'B', dependencies: [{ step: 'a' }] }] },
    ])
    const phases = (ok.phases ?? []).map((phase) => ({
      ...phase,
      steps: (phase.steps ?? []).map((step) =>
        step.key === 'a' ? { ...step, dependencies: [{ step: 'b', kind: 'blocking' as const }] } : step,
      ),
    }))
    await expect(cms.payload.update({ collection: 'workflows', id: ok.id, data: { phases } })).rejects.toMatchObject(
      phasesError(/Kreis/),
    )
    await expect(
      create(cms.tenants.alpha, 'Doppelt', [{ name: 'P', steps: [{ title: 'Schritt' }, { title: 'Schritt' }] }]),
    ).rejects.toMatchObject(phasesError(/Der Schritt-Schlüssel „schritt“ wird mehrfach verwendet/))
  })

  it('keeps slugs unique per tenant', async () => {
    await create(cms.tenants.beta, 'Implantatbehandlung', [])
    await expect(create(cms.tenants.alpha, 'Implantatbehandlung', [])).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'slug' })] },
    })
  })

  describe('GET /api/public/workflows (alias /api/workflows, public)', () => {
    beforeAll(async () => {
      await create(
        cms.tenants.beta,
        'Hochzeitsshooting',
        [
          {
            name: 'Vorbereitung',
            steps: [
              { title: 'Vorgespräch', checklist: [{ item: 'Location' }] },
              { title: 'Anzahlung', stepType: 'wait' },
            ],
          },
        ],
        { type: 'business', complexity: 'simple' },
      )
      await create(cms.tenants.alpha, 'Entwurf', [], { _status: 'draft', type: 'project' })
    })

    describe.each(['/api/public/workflows', '/api/workflows'])('%s', (path) => {
      const get = (query: string, host: string) => getJsonWithHost<PublicWorkflows>(cms.url, `${path}${query}`, host)

      it('returns the host tenant’s published workflows with statistics', async () => {
        const { status, body } = await get('', 'alpha.test')
        expect(status).toBe(200)
        expect(body.docs.map((doc) => doc.title)).toEqual(['Implantatbehandlung', 'Linear'])
        const implant = body.docs[0]
        expect(implant?.statistics).toEqual({
          phaseCount: 2,
          stepCount: 4,
          checklistCount: 2,
          stepTypeBreakdown: { task: 1, decision: 1, milestone: 1, approval: 1, wait: 0, automatic: 0 },
        })
        expect(implant?.phases[1]?.steps.map((step) => step.key)).toEqual(['freigabe', 'implantation'])
      })

      it('filters by type and complexity and isolates tenants', async () => {
        expect((await get('?type=project&complexity=complex', 'alpha.test')).body.docs.map((doc) => doc.slug)).toEqual([
          'implantatbehandlung',
        ])
        expect((await get('?complexity=simple', 'alpha.test')).body.docs).toEqual([])
        const beta = (await get('', 'beta.test')).body
        expect(beta.docs.map((doc) => doc.title)).toEqual(['Hochzeitsshooting', 'Implantatbehandlung'])
        expect(beta.docs[0]?.statistics.stepTypeBreakdown.wait).toBe(1)
        expect((await get('?type=unknown', 'beta.test')).status).toBe(400)
        expect((await get('', 'nowhere.test')).status).toBe(404)
      })
    })

    it('marks only the alias deprecated, linking to its successor', async () => {
      const alias = await fetch(`${cms.url}/api/workflows?tenant=alpha`)
      expect(alias.headers.get('deprecation')).toMatch(/^@\d+$/)
      expect(alias.headers.get('link')).toBe('</api/public/workflows>; rel="successor-version"')
      expect((await fetch(`${cms.url}/api/public/workflows?tenant=alpha`)).headers.get('deprecation')).toBeNull()
    })

    it('serves signed-in editors the normal REST list with where-queries, drafts included', async () => {
      await createEditor(cms.payload, cms.tenants.alpha, 'workflow-editor@example.com')
      const token = await signIn(cms.server, 'workflow-editor@example.com')
      const response = await fetch(`${cms.url}/api/workflows?where[title][equals]=Entwurf&draft=true&depth=0`, {
        headers: { Authorization: `JWT ${token}` },
      })
      const body = (await response.json()) as { docs: { title: string }[]; totalDocs: number; hasNextPage: boolean }
      expect(response.status).toBe(200)
      expect(body).toMatchObject({ totalDocs: 1, hasNextPage: false })
      expect(body.docs[0]?.title).toBe('Entwurf')
    })
  })
})
