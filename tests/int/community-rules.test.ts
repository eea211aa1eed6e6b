import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { postgresDrizzle } from '@/lib/db/payloadPostgres'
import { runCommentSync } from '@/modules/community/lib/sync/runCommentSync'
import { signIn } from '../helpers/cmsServer'
import { api, createTenant } from '../helpers/fixtures/platform'
import { createCommunityMember, FAST_RETRY } from '../helpers/fixtures/community'
import { useCommunityStack } from '../helpers/useCms'

describe('community rules on synced comments', () => {
  const stack = useCommunityStack()
  let beta: number
  let moderator: { id: number }
  let viewer: { id: number }
  let outsider: { id: number }

  const sync = () => runCommentSync(stack.payload, { tenant: stack.alpha.tenant, retry: FAST_RETRY })
  const interactionByText = async (text: string) => {
    const { docs } = await stack.payload.find({
      collection: 'community-interactions',
      where: { text: { equals: text } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    return docs[0]!
  }
  const createRule = (
    name: string,
    conditions: Record<string, unknown>,
    actions: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) =>
    stack.payload.create({
      collection: 'community-rules',
      data: { tenant: stack.alpha.tenant, name, conditions, actions, ...extra },
      overrideAccess: true,
    })
  const clearRules = () =>
    stack.payload.delete({
      collection: 'community-rules',
      where: { tenant: { equals: stack.alpha.tenant } },
      overrideAccess: true,
    })

  beforeAll(async () => {
    beta = (await createTenant(stack.payload, 'beta', { name: 'Beta' })).id
    await createCommunityMember(stack.payload, 'manager@alpha.test', stack.alpha.tenant, 'manager')
    moderator = await createCommunityMember(stack.payload, 'moderator@alpha.test', stack.alpha.tenant, 'moderator')
    viewer = await createCommunityMember(stack.payload, 'viewer@alpha.test', stack.alpha.tenant, 'viewer')
    outsider = await createCommunityMember(stack.payload, 'manager@beta.test', beta, 'manager')
  })

  it('refuses a catastrophic pattern on save through the API (400, bilingual message)', async () => {
    const token = await signIn(stack.server, 'manager@alpha.test')
    const hostile = await api(stack.server.url, '/api/community-rules', {
      token,
      body: { tenant: stack.alpha.tenant, name: 'bad', conditions: { pattern: '(a+)+$' } },
      headers: { 'accept-language': 'en' },
    })
    expect(hostile.status, hostile.text).toBe(400)
    expect(hostile.text).toContain('exponential')
    const safe = await api(stack.server.url, '/api/community-rules', {
      token,
      body: { tenant: stack.alpha.tenant, name: 'ok', conditions: { pattern: '^preis\\b' } },
    })
    expect(safe.status, safe.text).toBe(201)
    await clearRules()
  })

  it('applies tags, priority, assignment (members only), notifications (members only) and rule hits; conditions narrow', async () => {
    const tagRule = await createRule(
      'Preisfrage',
      { keywords: ['preis'], platforms: ['youtube'], channels: [stack.youtube.channelId] },
      {
        addTags: ['pricing'],
        setPriority: 'high',
        assignTo: moderator.id,
        notify: [moderator.id, viewer.id, outsider.id],
      },
      { order: 1 },
    )
    await createRule(
      'Autor',
      { authors: ['Anna Beispiel'], pattern: 'kaufen\\s+\\w+' },
      { addTags: ['anna'] },
      { order: 2 },
    )
    await createRule('Falscher Kanal', { channels: ['UC-other'] }, { addTags: ['never'] }, { order: 3 })
    await createRule(
      'Negativ',
      { sentiments: ['negative'] },
      { addTags: ['negative'], assignTo: outsider.id },
      { order: 4 },
    )
    stack.youtube.addThreads(1, {
      text: () => 'Was ist der Preis? Ich will kaufen jetzt',
      author: () => 'Anna Beispiel',
    })
    stack.youtube.addThreads(1, { text: () => 'Das ist schlecht und langweilig' })
    const [result] = await sync()
    expect(result).toMatchObject({ status: 'ok', created: 2, ruleMatches: 2 })

    const pricing = await interactionByText('Was ist der Preis? Ich will kaufen jetzt')
    expect(pricing).toMatchObject({
      tags: ['pricing', 'anna'],
      priority: 'high',
      assignedTo: moderator.id,
      status: 'new',
    })
    expect(pricing.ruleHits?.map((hit) => [hit.rule, hit.actions])).toEqual([
      [tagRule.id, ['assign', 'tag', 'priority', 'notify']],
      [expect.any(Number), ['tag']],
    ])
    const { docs: notifications } = await stack.payload.find({
      collection: 'vp-notifications',
      where: { relatedInteraction: { equals: pricing.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(notifications.map((note) => note.recipient).sort()).toEqual([moderator.id, viewer.id].sort())
    expect(notifications[0]).toMatchObject({
      type: 'rule_matched',
      tenant: stack.alpha.tenant,
      title: 'Preisfrage: Anna Beispiel',
    })

    // Assignment to a user outside the tenant is dropped; the rest of the rule applies.
    const negative = await interactionByText('Das ist schlecht und langweilig')
    expect(negative).toMatchObject({ tags: ['negative'], assignedTo: null })

    // Audited: what each rule did to which interaction, and the run with its counts (issue 34).
    const audit = async (action: 'rule' | 'sync', documentId: number) =>
      (
        await stack.payload.find({
          collection: 'audit-logs',
          where: { action: { equals: action }, documentId: { equals: String(documentId) } },
          depth: 0,
          overrideAccess: true,
        })
      ).docs
    const [ruleEntry] = await audit('rule', pricing.id)
    expect(ruleEntry).toMatchObject({ collection: 'community-interactions', label: 'Preisfrage', user: null })
    expect(ruleEntry!.tenants).toEqual([stack.alpha.tenant])
    expect(ruleEntry!.changes).toEqual({
      rules: [
        { rule: 'Preisfrage', actions: ['assign', 'tag', 'priority', 'notify'] },
        { rule: 'Autor', actions: ['tag'] },
      ],
    })
    const runs = await audit('sync', result!.account)
    expect(runs.at(0)).toMatchObject({ collection: 'social-accounts', tenants: [stack.alpha.tenant] })
    expect(runs.map((entry) => entry.changes)).toContainEqual(
      expect.objectContaining({ status: 'ok', created: 2, ruleMatches: 2 }),
    )
    await clearRules()
  })

  it('marks spam, stops after a stopProcessing rule, and auto-replies with the template in the comment’s language', async () => {
    const template = await stack.payload.create({
      collection: 'community-templates',
      data: {
        tenant: stack.alpha.tenant,
        name: 'Danke',
        body: 'Danke {{author}} für deinen Kommentar zu {{video}}! – {{channel}}',
      },
      locale: 'de',
      overrideAccess: true,
    })
    await stack.payload.update({
      collection: 'community-templates',
      id: template.id,
      data: { body: 'Thanks {{author}} for watching {{video}}! – {{channel}}' },
      locale: 'en',
      overrideAccess: true,
    })
    await createRule(
      'Spam',
      { keywords: ['gratis', 'free followers'] },
      { markSpam: true, replyTemplate: template.id },
      { order: 1, stopProcessing: true },
    )
    await createRule(
      'Danke',
      { keywords: ['danke', 'thank'] },
      { replyTemplate: template.id, addTags: ['thanked'] },
      { order: 2 },
    )
    stack.youtube.addThreads(1, { text: () => 'Get free followers, thank you', author: () => 'Spammer' })
    stack.youtube.addThreads(1, { text: () => 'Thank you, I love this and it is very good', author: () => 'Sam' })
    const [result] = await sync()
    expect(result).toMatchObject({ status: 'ok', created: 2, autoReplies: 1 })

    const spam = await interactionByText('Get free followers, thank you')
    expect(spam).toMatchObject({ status: 'spam', tags: [] })
    expect(spam.ruleHits).toHaveLength(1) // stopProcessing: the thank-you rule did not run
    expect(stack.youtube.posted).toEqual([
      { parentId: expect.any(String), text: 'Thanks Sam for watching Video vid-1! – @alpha' },
    ])
    const thanked = await interactionByText('Thank you, I love this and it is very good')
    expect(thanked).toMatchObject({
      status: 'responded',
      tags: ['thanked'],
      replies: [
        expect.objectContaining({ text: 'Thanks Sam for watching Video vid-1! – @alpha', template: template.id }),
      ],
    })

    // Our own reply comes back with the next sync: stored archived under its comment (no work for the inbox),
    // and no rules (no reply loops).
    const [next] = await sync()
    expect(next).toMatchObject({ status: 'ok', created: 1, ruleMatches: 0, autoReplies: 0 })
    expect(stack.youtube.posted).toHaveLength(1)
    expect(await interactionByText('Thanks Sam for watching Video vid-1! – @alpha')).toMatchObject({
      status: 'archived',
      parent: thanked.id,
    })

    // A reply the channel wrote on YouTube itself marks the comment it answers as responded.
    const [question] = stack.youtube.addThreads(1, { text: () => 'Wann kommt Teil 2?', author: () => 'Kim' })
    await sync()
    expect((await interactionByText('Wann kommt Teil 2?')).status).toBe('new')
    const answeredAt = new Date().toISOString()
    question!.replies.push({
      ...question!.top,
      id: `${question!.id}.owner`,
      snippet: {
        ...question!.top.snippet,
        parentId: question!.id,
        authorChannelId: { value: stack.youtube.channelId },
        authorDisplayName: '@alpha',
        textDisplay: 'Ende März!',
        textOriginal: 'Ende März!',
        publishedAt: answeredAt,
        updatedAt: answeredAt,
      },
    })
    await sync()
    expect((await interactionByText('Wann kommt Teil 2?')).status).toBe('responded')
    expect((await interactionByText('Ende März!')).status).toBe('archived')
    await clearRules()
  })

  it('a catastrophic pattern stored past validation (direct SQL) does not hang the sync', async () => {
    const rule = await createRule('Harmlos', { pattern: 'harmlos' }, { addTags: ['matched'] })
    await postgresDrizzle(stack.payload).execute(
      sql`update community_rules set conditions_pattern = '(a+)+$' where id = ${rule.id}`,
    )
    await createRule('Danach', { keywords: ['aaaa'] }, { addTags: ['after'] }, { order: 200 })
    stack.youtube.addThreads(6, { text: (i) => `${'a'.repeat(34 + i)}!` })
    const started = Date.now()
    const [result] = await sync()
    expect(result).toMatchObject({ status: 'ok', created: 6 })
    expect(Date.now() - started).toBeLessThan(20_000)
    const hostileTarget = await interactionByText(`${'a'.repeat(34)}!`)
    expect(hostileTarget.tags).toEqual(['after'])
  })
})
