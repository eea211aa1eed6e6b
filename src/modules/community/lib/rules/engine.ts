import type { Sentiment } from '../vocabulary'

export type RuleConditions = {
  keywords?: string[] | null
  pattern?: string | null
  sentiments?: string[] | null
  platforms?: string[] | null
  channels?: string[] | null
  authors?: string[] | null
}
export type RuleActions = {
  replyTemplate?: number | null
  assignTo?: number | null
  addTags?: string[] | null
  setPriority?: string | null
  markSpam?: boolean | null
  notify?: number[] | null
}
export type Rule = {
  id: number
  order: number
  enabled: boolean
  stopProcessing: boolean
  conditions: RuleConditions
  actions: RuleActions
}

/** What the rules look at of one interaction. */
export type RuleFacts = {
  text: string
  sentiment?: Sentiment | null
  platform: string
  channelId?: string | null
  authorName?: string | null
  authorId?: string | null
}

/** Tests a rule's pattern against a text: true, false, or 'timeout' when it ran out of time (counts as no match). */
export type PatternMatcher = (pattern: string, text: string) => boolean | 'timeout'

export type RuleAction = 'reply' | 'assign' | 'tag' | 'priority' | 'spam' | 'notify'
export type RuleHit = { rule: number; actions: RuleAction[] }

/**
 * The combined outcome of the rules for one interaction. Single-valued actions (reply template,
 * assignee, priority) come from the first matching rule that sets them; tags and people to notify add up.
 */
export type RuleOutcome = {
  hits: RuleHit[]
  replyTemplate?: number
  assignTo?: number
  priority?: string
  spam: boolean
  tags: string[]
  notify: number[]
  /** Rules whose pattern timed out on this text. */
  timedOut: number[]
}

const present = <T>(list: T[] | null | undefined): list is T[] => Array.isArray(list) && list.length > 0
const lower = (value: string) => value.toLocaleLowerCase('de')

/** Whether every set condition matches; the pattern (the only costly one) is tested last. */
function matches(rule: Rule, facts: RuleFacts, matchPattern: PatternMatcher): boolean | 'timeout' {
  const { keywords, pattern, sentiments, platforms, channels, authors } = rule.conditions
  if (present(platforms) && !platforms.includes(facts.platform)) return false
  if (present(channels) && !channels.includes(facts.channelId ?? '')) return false
  if (present(sentiments) && !(facts.sentiment && sentiments.includes(facts.sentiment))) return false
  if (present(authors)) {
    const name = lower(facts.authorName ?? '')
    if (!authors.some((author) => lower(author) === name || author === facts.authorId)) return false
  }
  if (present(keywords)) {
    const text = lower(facts.text)
    if (!keywords.some((keyword) => keyword.trim() !== '' && text.includes(lower(keyword.trim())))) return false
  }
  if (pattern) return matchPattern(pattern, facts.text)
  return true
}

/** Runs the enabled rules in `order` (then id) over one interaction; `stopProcessing` ends the run after a matching rule. */
export function evaluateRules(rules: Rule[], facts: RuleFacts, matchPattern: PatternMatcher): RuleOutcome {
  const outcome: RuleOutcome = { hits: [], spam: false, tags: [], notify: [], timedOut: [] }
  const ordered = rules.filter((rule) => rule.enabled).sort((a, b) => a.order - b.order || a.id - b.id)
  for (const rule of ordered) {
    const matched = matches(rule, facts, matchPattern)
    if (matched === 'timeout') outcome.timedOut.push(rule.id)
    if (matched !== true) continue
    const { replyTemplate, assignTo, addTags, setPriority, markSpam, notify } = rule.actions
    const actions: RuleAction[] = []
    if (replyTemplate) {
      outcome.replyTemplate ??= replyTemplate
      actions.push('reply')
    }
    if (assignTo) {
      outcome.assignTo ??= assignTo
      actions.push('assign')
    }
    if (present(addTags)) {
      for (const tag of addTags) if (!outcome.tags.includes(tag)) outcome.tags.push(tag)
      actions.push('tag')
    }
    if (setPriority) {
      outcome.priority ??= setPriority
      actions.push('priority')
    }
    if (markSpam) {
      outcome.spam = true
      actions.push('spam')
    }
    if (present(notify)) {
      for (const user of notify) if (!outcome.notify.includes(user)) outcome.notify.push(user)
      actions.push('notify')
    }
    outcome.hits.push({ rule: rule.id, actions })
    if (rule.stopProcessing) break
  }
  return outcome
}
