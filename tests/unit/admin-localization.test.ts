import { importDateFNSLocale } from '@payloadcms/translations'
import { formatDate } from '@payloadcms/ui/shared'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Block, Field, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import type { Bilingual } from '@/lib/i18n/localizedMessage'
import { useSanitizedConfig } from '../helpers/sanitizedConfig'

/**
 * Every string the project shows in the admin is `{ de, en }`. The walk runs over the sanitized
 * config (after the plugins), so labels Payload derives from a field's name ("Default Locale") and
 * the plugins' own fields count as offenders until the project names them in both languages.
 */

// Fields Payload or a plugin adds and labels itself through its own translations (label functions)
// are accepted as they are; these carry a plain string that never reaches the screen.
const ALLOWED_FIELDS: Record<string, string> = {
  _watchTenant: 'multi-tenant plugin: a label-less UI field that syncs the tenant selector',
}
// Payload's own collections: hidden from the nav and every list, never edited in the admin
// (`payload-jobs` and the global `payload-jobs-stats`: the jobs queue, src/jobs).
const INTERNAL_COLLECTIONS = new Set([
  'payload-kv',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
  'payload-jobs',
  'payload-jobs-stats',
])

type Offender = { path: string; what: string; value: unknown }

const isBilingual = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false
  const { de, en } = value as Record<string, unknown>
  return typeof de === 'string' && de.trim() !== '' && typeof en === 'string' && en.trim() !== ''
}

/** Payload's own labels are functions of its translations (`({ t }) => t('general:createdAt')`). */
const isTranslated = (value: unknown) => typeof value === 'function' || isBilingual(value)

function check(offenders: Offender[], path: string, what: string, value: unknown, required = false) {
  if (value === undefined || value === false || value === null) {
    if (required) offenders.push({ path, what, value })
    return
  }
  if (!isTranslated(value)) offenders.push({ path, what, value })
}

/** Hidden and disabled fields (Payload's blockName, auth bookkeeping) never reach the admin. */
function neverShown(field: Field): boolean {
  const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
  return admin?.hidden === true || admin?.disabled === true || ('hidden' in field && field.hidden === true)
}

function walkBlock(offenders: Offender[], path: string, block: Block) {
  const at = `${path}[block ${block.slug}]`
  check(offenders, at, 'labels.singular', block.labels?.singular, true)
  check(offenders, at, 'labels.plural', block.labels?.plural, true)
  // The block picker's group heading (src/blocks/shared/blockGroups.ts); blocks without one are listed ungrouped.
  check(offenders, at, 'admin.group', block.admin?.group)
  walkFields(offenders, at, block.fields)
}

function walkFields(offenders: Offender[], path: string, fields: Field[]) {
  for (const field of fields) {
    const name = 'name' in field && field.name ? field.name : `(${field.type})`
    const at = `${path}.${name}`
    if (ALLOWED_FIELDS[name]) continue
    const hidden = neverShown(field)
    if (!hidden && 'label' in field) check(offenders, at, 'label', field.label)
    if (!hidden && field.admin && 'description' in field.admin && typeof field.admin.description !== 'function') {
      check(offenders, at, 'admin.description', field.admin.description)
    }
    if (!hidden && field.admin && 'placeholder' in field.admin)
      check(offenders, at, 'admin.placeholder', field.admin.placeholder)
    if (!hidden && 'labels' in field && field.labels) {
      check(offenders, at, 'labels.singular', field.labels.singular)
      check(offenders, at, 'labels.plural', field.labels.plural)
    }
    if (!hidden && 'options' in field) {
      for (const option of field.options) {
        const value = typeof option === 'string' ? option : option.value
        check(offenders, `${at}=${value}`, 'option label', typeof option === 'string' ? option : option.label, true)
      }
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabAt = `${at}[tab ${'name' in tab && tab.name ? tab.name : String(typeof tab.label === 'string' ? tab.label : '?')}]`
        check(offenders, tabAt, 'label', tab.label, true)
        if (typeof tab.description !== 'function') check(offenders, tabAt, 'description', tab.description)
        walkFields(offenders, tabAt, tab.fields)
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) walkFields(offenders, at, field.fields)
    if (field.type === 'blocks') for (const block of field.blocks) walkBlock(offenders, at, block)
  }
}

function walkEntity(offenders: Offender[], path: string, entity: SanitizedCollectionConfig | SanitizedGlobalConfig) {
  if ('labels' in entity) {
    check(offenders, path, 'labels.singular', entity.labels.singular, true)
    check(offenders, path, 'labels.plural', entity.labels.plural, true)
  } else {
    check(offenders, path, 'label', entity.label, true)
  }
  if (!entity.admin?.hidden) check(offenders, path, 'admin.group', entity.admin?.group, true)
  if (typeof entity.admin?.description !== 'function')
    check(offenders, path, 'admin.description', entity.admin?.description)
  walkFields(offenders, path, entity.fields)
}

const name = (value: unknown, language: 'de' | 'en'): string =>
  isBilingual(value) ? (value as Bilingual)[language] : String(value)

const config = useSanitizedConfig()

describe('admin localization', () => {
  it('names every project string of the admin in German and English', () => {
    const offenders: Offender[] = []
    for (const collection of config.collections) {
      if (!INTERNAL_COLLECTIONS.has(collection.slug)) walkEntity(offenders, collection.slug, collection)
    }
    for (const global of config.globals)
      if (!INTERNAL_COLLECTIONS.has(global.slug)) walkEntity(offenders, `global ${global.slug}`, global)
    for (const block of config.blocks ?? []) walkBlock(offenders, 'blocks', block)
    const report = offenders.map((o) => `${o.path} ${o.what}: ${JSON.stringify(o.value)}`)
    expect(report, `${offenders.length} strings not in { de, en }:\n${report.join('\n')}`).toEqual([])
  })

  it('lists every nav group once and never a group of one entry named like the group', () => {
    const entries = [...config.collections, ...config.globals].filter(
      (entity) => !entity.admin?.hidden && entity.admin?.group,
    )
    for (const language of ['de', 'en'] as const) {
      const groups = new Map<string, string[]>()
      for (const entity of entries) {
        const group = name(entity.admin?.group, language)
        const label = name('labels' in entity ? entity.labels.plural : entity.label, language)
        groups.set(group, [...(groups.get(group) ?? []), label])
      }
      // Group keys must be unique per language; the same German name under two English ones is a twin.
      const keys = new Map<string, Set<string>>()
      for (const entity of entries) {
        const other = name(entity.admin?.group, language === 'de' ? 'en' : 'de')
        const own = name(entity.admin?.group, language)
        keys.set(own, (keys.get(own) ?? new Set()).add(other))
      }
      const twins = [...keys]
        .filter(([, others]) => others.size > 1)
        .map(([group, others]) => `${group}: ${[...others].join(' / ')}`)
      expect(twins, `${language}: one group under several names`).toEqual([])
      const lone = [...groups]
        .filter(([group, labels]) => labels.length === 1 && labels[0] === group)
        .map(([group]) => group)
      expect(lone, `${language}: groups that only repeat their one entry`).toEqual([])
    }
  })

  it('writes dates in the format of each language, in lists and in date fields', async () => {
    // 22 Nov 2026, 21:08 local time: what the admin renders with the language's date-fns locale.
    const date = new Date(2026, 10, 22, 21, 8)
    const render = async (pattern: string, language: string, dateFNSKey: string) =>
      formatDate({ date, pattern, i18n: { language, dateFNS: await importDateFNSLocale(dateFNSKey) } as never })
    expect(await render(config.admin.dateFormat, 'de', 'de')).toBe('22.11.2026, 21:08')
    expect(await render(config.admin.dateFormat, 'en', 'en-US')).toBe('11/22/2026, 9:08 PM')

    const patterns = new Set<string>()
    const collect = (fields: Field[]) => {
      for (const field of fields) {
        if (neverShown(field)) continue
        // Payload's own timestamps are shown with the config's dateFormat (checked above).
        if (field.type === 'date' && field.name !== 'createdAt' && field.name !== 'updatedAt') {
          patterns.add(field.admin?.date?.displayFormat ?? `(none: ${field.name})`)
        }
        if ('fields' in field && Array.isArray(field.fields)) collect(field.fields)
        if (field.type === 'tabs') for (const tab of field.tabs) collect(tab.fields)
        if (field.type === 'blocks') for (const block of field.blocks) collect(block.fields)
      }
    }
    for (const entity of [...config.collections, ...config.globals])
      if (!INTERNAL_COLLECTIONS.has(entity.slug)) collect(entity.fields)
    // Only date-fns' localized tokens: no hard-coded "dd.MM.yyyy" or "MMM d, yyy h:mm a".
    expect([...patterns].filter((pattern) => !/^(P|p|P, p|LLLL yyyy)$/.test(pattern))).toEqual([])
  })

  it('answers validation errors in the editor language, never with an English-only sentence', () => {
    // A validate function answers `localizedMessage(req, { de, en })`; a bare sentence is one language only.
    const bareSentence = /\?\s*true\s*:\s*['"`][A-Za-z]|return\s+['"`][A-Z][a-z]+ [^'"`]*['"`]/
    const root = path.resolve(import.meta.dirname, '../../src')
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/^(seed|migrations)\b/.test(file) && file !== 'payload-types.ts',
    )
    const offenders = sources.filter((file) => bareSentence.test(readFileSync(path.join(root, file), 'utf8')))
    expect(offenders).toEqual([])
  })
})
