import { beforeAll, describe, expect, it } from 'vitest'
import { api, waitFor } from '../helpers/fixtures/platform'
import { useCms, useSmtpServer } from '../helpers/useCms'

const textBlock = (name: string, required = true) => ({ blockType: 'text', name, label: name, required })

describe('form submissions: public submit, honeypot, rate limit, notification, handling fields', () => {
  const smtp = useSmtpServer()
  const cms = useCms({
    env: { TRUSTED_PROXY_HOPS: '1', FORM_SUBMISSIONS_PER_MINUTE: '3' },
    tenants: () => ({
      alpha: {
        name: 'Alpha Zahnklinik',
        smtp: {
          host: '127.0.0.1',
          port: smtp.port,
          fromAddress: 'noreply@alpha.test',
          notificationEmail: 'praxis@alpha.test',
        },
      },
      beta: {},
    }),
    users: {
      editor: { email: 'editor@alpha.test', roles: { alpha: ['editor'] } },
      viewer: { email: 'viewer@alpha.test', roles: { alpha: ['viewer'] } },
      betaEditor: { email: 'editor@beta.test', roles: { beta: ['editor'] }, signIn: false },
    },
  })
  let form: number
  let betaForm: number
  let ipCounter = 0
  const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` })

  const submit = (body: unknown, headers: Record<string, string> = freshIp()) =>
    api(cms.url, '/api/form-submissions/submit', { body, headers })
  const valid = () => ({
    form,
    submissionData: [
      { field: 'name', value: 'Erika Mustermann' },
      { field: 'email', value: 'erika@example.test' },
      { field: 'message', value: 'Bitte um Rückruf <b>heute</b>' },
    ],
  })

  beforeAll(async () => {
    const text = { type: 'text', text: 'Danke!', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }
    const paragraph = {
      type: 'paragraph',
      children: [text],
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      textFormat: 0,
    }
    const confirmationMessage = {
      root: { type: 'root', children: [paragraph], direction: 'ltr', format: '', indent: 0, version: 1 },
    }
    form = (
      await cms.payload.create({
        collection: 'forms',
        data: {
          title: 'Kontakt',
          tenant: cms.tenants.alpha,
          fields: [textBlock('name'), textBlock('email'), textBlock('message', false)],
          confirmationMessage,
        } as never,
      })
    ).id
    betaForm = (
      await cms.payload.create({
        collection: 'forms',
        data: { title: 'Beta', tenant: cms.tenants.beta, fields: [textBlock('name')], confirmationMessage } as never,
      })
    ).id
  })

  const submissions = () => cms.payload.find({ collection: 'form-submissions', depth: 0, sort: 'id', limit: 100 })

  it('stores a public submission in the form’s tenant and notifies the tenant by e-mail', async () => {
    const response = await submit(valid())
    expect(response.status, response.text).toBe(201)
    const [stored] = (await submissions()).docs
    expect(stored).toMatchObject({ form, tenant: cms.tenants.alpha, status: 'new', priority: 'normal' })

    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('praxis@alpha.test')))
    expect(mail.subject).toContain('Kontakt')
    expect(mail.raw).toContain('Erika Mustermann')
    expect(mail.raw).toContain('&lt;b&gt;heute&lt;/b&gt;')
    const log = await waitFor(
      async () =>
        (await cms.payload.find({ collection: 'email-logs', where: { source: { equals: 'form-submission' } } }))
          .docs[0],
    )
    expect(log).toMatchObject({ status: 'sent', via: 'tenant', to: 'praxis@alpha.test' })
  })

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = (await submissions()).totalDocs
    const mails = smtp.received.length
    const response = await submit({ ...valid(), website: 'http://spam.test' })
    expect(response.status).toBe(201)
    expect(response.json).toEqual({ message: 'Submitted' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await submissions()).totalDocs).toBe(before)
    expect(smtp.received.length).toBe(mails)
  })

  it('validates the submission against the form', async () => {
    expect((await submit({ ...valid(), submissionData: [{ field: 'name', value: 'x' }] })).status).toBe(400)
    expect(
      (await submit({ ...valid(), submissionData: [...valid().submissionData, { field: 'admin', value: 'x' }] }))
        .status,
    ).toBe(400)
    expect((await submit({ ...valid(), form: 999_999 })).status).toBe(404)
    expect((await submit({ form: 'abc', submissionData: [] })).status).toBe(400)
    const badJson = await fetch(`${cms.url}/api/form-submissions/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...freshIp() },
      body: '{nope',
    })
    expect(badJson.status).toBe(400)
  })

  it('rate limits public submissions per client IP (429 with Retry-After)', async () => {
    const ip = freshIp()
    for (let i = 0; i < 3; i++) expect((await submit({ ...valid(), website: 'bot' }, ip)).status).toBe(201)
    const limited = await submit(valid(), ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await submit({ ...valid(), website: 'bot' }, freshIp())).status).toBe(201)
  })

  it('keeps the collection’s own create for the team: anonymous and cross-tenant creates are refused', async () => {
    const anonymous = await api(cms.url, '/api/form-submissions', { body: valid() })
    expect(anonymous.status).toBe(403)
    const foreign = await api(cms.url, '/api/form-submissions', {
      token: cms.tokens.editor,
      body: { form: betaForm, submissionData: [{ field: 'name', value: 'x' }] },
    })
    expect([400, 403]).toContain(foreign.status)
    expect(
      await cms.payload.count({ collection: 'form-submissions', where: { form: { equals: betaForm } } }),
    ).toMatchObject({ totalDocs: 0 })
  })

  it('turns new into read when a user opens a submission by id, not on list reads', async () => {
    const id = (await submissions()).docs[0]!.id
    const list = await api(cms.url, '/api/form-submissions?depth=0', { token: cms.tokens.viewer })
    expect(list.status).toBe(200)
    expect((await cms.payload.findByID({ collection: 'form-submissions', id })).status).toBe('new')
    const opened = await api(cms.url, `/api/form-submissions/${id}?depth=0`, { token: cms.tokens.viewer })
    expect(opened.json.status).toBe('read')
    expect((await cms.payload.findByID({ collection: 'form-submissions', id })).status).toBe('read')
    // anonymous visitors cannot read submissions at all
    expect((await api(cms.url, `/api/form-submissions/${id}`)).status).toBe(403)
  })

  it('stamps internal notes with author and time and keeps existing notes unchangeable', async () => {
    const id = (await submissions()).docs[0]!.id
    const first = await api(cms.url, `/api/form-submissions/${id}?depth=0`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { internalNotes: [{ note: 'Rückruf vereinbart', author: 999, createdAt: '2000-01-01T00:00:00.000Z' }] },
    })
    expect(first.status, first.text).toBe(200)
    const [note] = first.json.doc.internalNotes
    expect(note.author).toBe(cms.users.editor.id)
    expect(Date.now() - Date.parse(note.createdAt)).toBeLessThan(60_000)

    const second = await api(cms.url, `/api/form-submissions/${id}?depth=0`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: {
        internalNotes: [
          { ...note, note: 'umgeschrieben', createdAt: '2001-01-01T00:00:00.000Z' },
          { note: 'Zweite Notiz' },
        ],
      },
    })
    expect(second.json.doc.internalNotes.map((n: { note: string }) => n.note)).toEqual([
      'Rückruf vereinbart',
      'Zweite Notiz',
    ])
    expect(second.json.doc.internalNotes[0].createdAt).toBe(note.createdAt)
  })

  it('tracks responses, assignment within the tenant, tags, and keeps the submitted data as submitted', async () => {
    const id = (await submissions()).docs[0]!.id
    const response = await api(cms.url, `/api/form-submissions/${id}?depth=0`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: {
        status: 'completed',
        priority: 'high',
        assignedTo: cms.users.editor.id,
        tags: ['rueckruf', 'neupatient'],
        response: { responded: true, method: 'phone', summary: 'Termin am Dienstag' },
        submissionData: [{ field: 'name', value: 'Gefälscht' }],
      },
    })
    expect(response.status, response.text).toBe(200)
    const doc = response.json.doc
    expect(doc).toMatchObject({
      status: 'completed',
      priority: 'high',
      assignedTo: cms.users.editor.id,
      tags: ['rueckruf', 'neupatient'],
    })
    expect(doc.response).toMatchObject({ responded: true, method: 'phone', summary: 'Termin am Dienstag' })
    expect(Date.parse(doc.response.respondedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(doc.submissionData.map((row: { value: string }) => row.value)).toContain('Erika Mustermann')

    const betaUser = (await cms.payload.find({ collection: 'users', where: { email: { equals: 'editor@beta.test' } } }))
      .docs[0]!
    const foreignAssignee = await api(cms.url, `/api/form-submissions/${id}`, {
      method: 'PATCH',
      token: cms.tokens.editor,
      body: { assignedTo: betaUser.id },
    })
    expect(foreignAssignee.status).toBe(400)
    expect(cms.tokens.viewer).toBeTruthy()
    expect(
      (
        await api(cms.url, `/api/form-submissions/${id}`, {
          method: 'PATCH',
          token: cms.tokens.viewer,
          body: { status: 'archived' },
        })
      ).status,
    ).toBe(403)
  })
  it('titles a submission by its form and sender, and replies by e-mail to the address it holds (issue 34)', async () => {
    const created = await submit(valid())
    expect(created.status, created.text).toBe(201)
    const stored = (await submissions()).docs.at(-1)!
    expect(stored.title).toBe('Kontakt – Erika Mustermann')
    const reply = (token: string, body: unknown, id: number = stored.id) =>
      api(cms.url, `/api/form-submissions/${id}/reply`, { token, body, headers: { 'accept-language': 'en' } })

    const mails = smtp.received.length
    const sent = await reply(cms.tokens.editor, { subject: 'Re: Kontakt', text: 'Guten Tag,\nwir rufen Sie an.' })
    expect(sent.status, sent.text).toBe(200)
    expect(sent.json).toMatchObject({ sent: true, to: 'erika@example.test' })
    const mail = await waitFor(() => smtp.received.slice(mails).find((m) => m.to.includes('erika@example.test')))
    expect(mail.subject).toBe('Re: Kontakt')
    expect(mail.raw).toContain('wir rufen Sie an.')
    const log = (
      await cms.payload.find({ collection: 'email-logs', where: { source: { equals: 'form-reply' } }, depth: 0 })
    ).docs
    expect(log).toMatchObject([{ status: 'sent', to: 'erika@example.test', subject: 'Re: Kontakt' }])
    const answered = await cms.payload.findByID({ collection: 'form-submissions', id: stored.id, depth: 0 })
    expect(answered.response).toMatchObject({ responded: true, method: 'email' })
    expect(Date.parse(answered.response!.respondedAt!)).toBeGreaterThan(Date.now() - 60_000)

    // Viewers do not reply; input is checked; a client cannot name another recipient.
    expect((await reply(cms.tokens.viewer, { subject: 'x', text: 'y' })).status).toBe(403)
    expect((await reply(cms.tokens.editor, { subject: 'x' })).status).toBe(400)
    expect((await reply(cms.tokens.editor, { subject: 'x', text: 'a\u0000b' })).status).toBe(400)
    const redirected = await reply(cms.tokens.editor, { subject: 'x', text: 'y', to: 'attacker@example.test' })
    expect(redirected.status).toBe(400)
    expect((await reply(cms.tokens.editor, { subject: 'x', text: 'y' }, 999_999)).status).toBe(404)
    const anonymous = await api(cms.url, `/api/form-submissions/${stored.id}/reply`, {
      body: { subject: 'x', text: 'y' },
    })
    expect(anonymous.status).toBe(401)

    // Another tenant's submission is not there for this editor.
    const beta = await cms.payload.create({
      collection: 'form-submissions',
      data: { form: betaForm, submissionData: [{ field: 'name', value: 'Beta' }] } as never,
    })
    expect((await reply(cms.tokens.editor, { subject: 'x', text: 'y' }, beta.id)).status).toBe(404)

    // Without an e-mail answer there is nobody to reply to.
    const noAddress = await submit({
      form,
      submissionData: [
        { field: 'name', value: 'Ohne Adresse' },
        { field: 'email', value: 'keine' },
      ],
    })
    expect(noAddress.status, noAddress.text).toBe(201)
    const withoutAddress = (await submissions()).docs.at(-1)!
    const refused = await reply(cms.tokens.editor, { subject: 'x', text: 'y' }, withoutAddress.id)
    expect(refused.status).toBe(422)
    expect(refused.json.errors[0].message).toContain('no valid e-mail address')
    expect(smtp.received.filter((m) => m.to.includes('attacker@example.test'))).toEqual([])
  })
})
