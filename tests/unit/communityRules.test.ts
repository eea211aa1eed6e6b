import { describe, expect, it } from 'vitest'
import { evaluateRules, type Rule, type RuleFacts } from '@/modules/community/lib/rules/engine'
import { createPatternMatcher } from '@/modules/community/lib/rules/patternMatcher'
import { fillTemplate, replyLocale } from '@/modules/community/lib/reply/fillTemplate'

const rule = (
  id: number,
  conditions: Rule['conditions'],
  actions: Rule['actions'] = { addTags: [`r${id}`] },
  extra: Partial<Rule> = {},
): Rule => ({
  id,
  order: id,
  enabled: true,
  stopProcessing: false,
  conditions,
  actions,
  ...extra,
})
const facts: RuleFacts = {
  text: 'Ich LIEBE dieses Video, Preis?',
  sentiment: 'positive',
  platform: 'youtube',
  channelId: 'UC1',
  authorName: 'Anna Beispiel',
  authorId: 'UC-anna',
}
const matcher = createPatternMatcher()
const tagsFor = (rules: Rule[], input: RuleFacts = facts) => evaluateRules(rules, input, matcher).tags

describe('community rules engine', () => {
  it('a rule without conditions matches everything; each set condition narrows', () => {
    expect(tagsFor([rule(1, {})])).toEqual(['r1'])
    expect(tagsFor([rule(1, { keywords: ['preis', 'kosten'] })])).toEqual(['r1'])
    expect(tagsFor([rule(1, { keywords: ['kosten'] })])).toEqual([])
    expect(tagsFor([rule(1, { pattern: '\\bliebe\\b' })])).toEqual(['r1'])
    expect(tagsFor([rule(1, { pattern: '^hass' })])).toEqual([])
    expect(tagsFor([rule(1, { sentiments: ['positive', 'mixed'] })])).toEqual(['r1'])
    expect(tagsFor([rule(1, { sentiments: ['negative'] })])).toEqual([])
    expect(tagsFor([rule(1, { platforms: ['youtube'] })])).toEqual(['r1'])
    expect(tagsFor([rule(1, { platforms: ['facebook'] })])).toEqual([])
    expect(tagsFor([rule(1, { channels: ['UC1'] })])).toEqual(['r1'])
    expect(tagsFor([rule(1, { channels: ['UC2'] })])).toEqual([])
    expect(tagsFor([rule(1, { authors: ['anna beispiel'] })])).toEqual(['r1'])
    expect(tagsFor([rule(1, { authors: ['UC-anna'] })])).toEqual(['r1'])
    expect(tagsFor([rule(1, { authors: ['Bert'] })])).toEqual([])
  })

  it('all set conditions must match', () => {
    expect(tagsFor([rule(1, { keywords: ['preis'], sentiments: ['negative'] })])).toEqual([])
    expect(
      tagsFor([
        rule(1, { keywords: ['preis'], sentiments: ['positive'], authors: ['Anna Beispiel'], pattern: 'video' }),
      ]),
    ).toEqual(['r1'])
  })

  it('runs in order, skips disabled rules, stops after a stopProcessing rule; first single value wins, lists add up', () => {
    const outcome = evaluateRules(
      [
        rule(3, {}, { addTags: ['late'], setPriority: 'low' }),
        rule(1, {}, { addTags: ['first'], setPriority: 'urgent', assignTo: 7, notify: [7, 8] }, { order: 1 }),
        rule(
          2,
          {},
          { addTags: ['second'], markSpam: true, notify: [8, 9], replyTemplate: 4 },
          { order: 2, stopProcessing: true },
        ),
        rule(4, {}, { addTags: ['off'] }, { order: 0, enabled: false }),
      ],
      facts,
      matcher,
    )
    expect(outcome.hits).toEqual([
      { rule: 1, actions: ['assign', 'tag', 'priority', 'notify'] },
      { rule: 2, actions: ['reply', 'tag', 'spam', 'notify'] },
    ])
    expect(outcome).toMatchObject({
      tags: ['first', 'second'],
      priority: 'urgent',
      assignTo: 7,
      spam: true,
      notify: [7, 8, 9],
      replyTemplate: 4,
    })
  })

  it('a catastrophic pattern times out instead of hanging, counts as no match, and is skipped after three strikes', () => {
    const hostile = rule(1, { pattern: '(a+)+$' })
    const input = { ...facts, text: `${'a'.repeat(40)}!` }
    const started = Date.now()
    for (let i = 0; i < 5; i += 1)
      expect(evaluateRules([hostile, rule(2, { keywords: ['aaa'] })], input, matcher)).toMatchObject({
        timedOut: [1],
        tags: ['r2'],
      })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('an invalid stored pattern never matches', () => {
    expect(tagsFor([rule(1, { pattern: '([' })])).toEqual([])
  })
})

describe('reply templates', () => {
  it('fills author, video and channel; unknown placeholders stay', () => {
    expect(
      fillTemplate('Danke {{ author }} für {{video}} auf {{channel}}! {{other}}', {
        author: 'Anna',
        video: 'Mein Video',
        channel: '@kanal',
      }),
    ).toBe('Danke Anna für Mein Video auf @kanal! {{other}}')
    expect(fillTemplate('Hi {{author}}', {})).toBe('Hi ')
  })
  it('writes in the interaction’s language when the site has it, else German', () => {
    expect(replyLocale('en')).toBe('en')
    expect(replyLocale('fr')).toBe('de')
    expect(replyLocale(undefined)).toBe('de')
  })
})
