import { beforeAll, describe, expect, it } from 'vitest'
import { runCommentSync } from '@/modules/community/lib/sync/runCommentSync'
import { signIn } from '../helpers/cmsServer'
import { api, createTenant } from '../helpers/fixtures/platform'
import { createCommunityMember, FAST_RETRY } from '../helpers/fixtures/community'
import { useCommunityStack } from '../helpers/useCms'

describe('POST /api/community/reply', () => {
  const stack = useCommunityStack()
  let betaTenant: number
  let moderator: { id: number }
  const tokens: Record<string, string> = {}
  const interactions: Record<string, { id: number; externalId: string; threadId?: string | null }> = {}
  let template: { id: number }
  let betaTemplate: { id: number }

  const reply = (email: string, body: unknown, headers: Record<string, string> = {}) =>
    api(stack.server.url, '/api/community/reply', { token: tokens[email], body, headers })
  const stored = (id: number) =>
    stack.payload.findByID({ collection: 'community-interactions', id, depth: 0, overrideAccess: true })

  beforeAll(async () => {
    betaTenant = (await createTenant(stack.payload, 'beta', { name: 'Beta' })).id
    moderator = await createCommunityMember(stack.payload, 'moderator@alpha.test', stack.alpha.tenant, 'moderator')
    await createCommunityMember(stack.payload, 'viewer@alpha.test', stack.alpha.tenant, 'viewer')
    await createCommunityMember(stack.payload, 'moderator@beta.test', betaTenant, 'moderator')
    for (const email of ['moderator@alpha.test', 'viewer@alpha.test', 'moderator@beta.test'])
      tokens[email] = await signIn(stack.server, email)
    stack.youtube.addThreads(1, { text: () => 'Wie heißt die Musik im Hintergrund?', author: () => 'Lena', replies: 1 })
    stack.youtube.addThreads(1, { text: () => 'What camera do you use for this?', author: () => 'Sam' })
    await runCommentSync(stack.payload, { tenant: stack.alpha.tenant, retry: FAST_RETRY })
    const { docs } = await stack.payload.find({
      collection: 'community-interactions',
      where: { tenant: { equals: stack.alpha.tenant } },
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) interactions[doc.authorName!] = doc
    template = await stack.payload.create({
      collection: 'community-templates',
      data: {
        tenant: stack.alpha.tenant,
        name: 'Danke',
        body: 'Hallo {{author}}, danke fürs Ansehen von „{{video}}“ auf {{channel}}.',
      },
      locale: 'de',
      overrideAccess: true,
    })
    await stack.payload.update({
      collection: 'community-templates',
      id: template.id,
      data: { body: 'Hi {{author}}, thanks for watching “{{video}}” on {{channel}}.' },
      locale: 'en',
      overrideAccess: true,
    })
    betaTemplate = await stack.payload.create({
      collection: 'community-templates',
      data: { tenant: betaTenant, name: 'Beta', body: 'Beta text' },
      locale: 'de',
      overrideAccess: true,
    })
  })

  it('posts a text reply to the platform and stores it: status responded, who and when', async () => {
    const lena = interactions['Lena']!
    const response = await reply('moderator@alpha.test', {
      interactionId: lena.id,
      text: 'Die Musik ist von Kevin MacLeod.',
    })
    expect(response.status, response.text).toBe(200)
    expect(stack.youtube.posted.at(-1)).toEqual({ parentId: lena.externalId, text: 'Die Musik ist von Kevin MacLeod.' })
    const doc = await stored(lena.id)
    expect(doc).toMatchObject({
      status: 'responded',
      respondedBy: moderator.id,
      replies: [
        expect.objectContaining({
          text: 'Die Musik ist von Kevin MacLeod.',
          postedBy: moderator.id,
          externalId: expect.stringContaining('posted'),
        }),
      ],
    })
    expect(doc.respondedAt).toBeTruthy()
  })

  it('a reply to a reply goes to its thread on YouTube', async () => {
    const replier = interactions['Replier 1']!
    const response = await reply('moderator@alpha.test', { interactionId: replier.id, text: 'Gern!' })
    expect(response.status, response.text).toBe(200)
    expect(stack.youtube.posted.at(-1)).toEqual({ parentId: replier.threadId, text: 'Gern!' })
  })

  it('fills a template in the interaction’s language', async () => {
    const sam = interactions['Sam']!
    const response = await reply('moderator@alpha.test', { interactionId: sam.id, templateId: template.id })
    expect(response.status, response.text).toBe(200)
    expect(stack.youtube.posted.at(-1)!.text).toBe('Hi Sam, thanks for watching “Video vid-1” on @alpha.')
    expect((await stored(sam.id)).replies?.at(-1)).toMatchObject({ template: template.id })
    const lena = await reply('moderator@alpha.test', {
      interactionId: interactions['Lena']!.id,
      templateId: template.id,
    })
    expect(lena.status).toBe(200)
    expect(stack.youtube.posted.at(-1)!.text).toBe('Hallo Lena, danke fürs Ansehen von „Video vid-1“ auf @alpha.')
  })

  it('answers 502 and stores nothing when the platform refuses', async () => {
    const sam = interactions['Sam']!
    const before = await stored(sam.id)
    stack.youtube.failInserts(500)
    const response = await reply(
      'moderator@alpha.test',
      { interactionId: sam.id, text: 'Noch eine Antwort' },
      { 'accept-language': 'en' },
    )
    stack.youtube.failInserts(undefined)
    expect(response.status).toBe(502)
    expect(response.json.errors[0].message).toContain('nothing was stored')
    expect((await stored(sam.id)).replies).toEqual(before.replies)
  })

  it.each([
    ['both text and templateId', { text: 'x', templateId: 1 }],
    ['neither text nor templateId', {}],
    ['an empty text', { text: '   ' }],
    ['a text over 10 000 characters', { text: 'x'.repeat(10_001) }],
    ['a NUL character', { text: 'a\u0000b' }],
    ['an unknown field', { text: 'x', status: 'spam' }],
  ])('refuses %s with 400', async (_, body) => {
    const response = await reply('moderator@alpha.test', { interactionId: interactions['Sam']!.id, ...body })
    expect(response.status, response.text).toBe(400)
    expect(response.json.errors[0]).toHaveProperty('message')
  })

  it('refuses viewers (403), another tenant’s moderator (404) and another tenant’s template (404)', async () => {
    const posted = stack.youtube.posted.length
    const sam = interactions['Sam']!
    const viewer = await reply('viewer@alpha.test', { interactionId: sam.id, text: 'Hallo' })
    expect(viewer.status).toBe(403)
    const otherTenant = await reply('moderator@beta.test', { interactionId: sam.id, text: 'Hallo' })
    expect(otherTenant.status).toBe(404)
    const foreignTemplate = await reply('moderator@alpha.test', { interactionId: sam.id, templateId: betaTemplate.id })
    expect(foreignTemplate.status).toBe(404)
    expect(foreignTemplate.json.errors[0].path).toBe('templateId')
    const missing = await reply('moderator@alpha.test', { interactionId: 2_000_000_000, text: 'Hallo' })
    expect(missing.status).toBe(404)
    expect(
      (await api(stack.server.url, '/api/community/reply', { body: { interactionId: sam.id, text: 'x' } })).status,
    ).toBe(401)
    expect(stack.youtube.posted).toHaveLength(posted)
  })
})
