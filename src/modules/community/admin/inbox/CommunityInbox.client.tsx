'use client'
import { Button, toast } from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { fillTemplate, replyLocale } from '@/modules/community/lib/reply/fillTemplate'
import type { CommunityInteraction } from '@/payload-types'
import type { InboxText } from './inboxText'
import { EXPORT_FORMATS, filterParams, type InboxFilters, inboxFiltersFromSearch, STATUSES } from './inboxFilters'
import { apiJson, ApiProblem } from '@/admin/apiJson'
import { syncComments } from './syncComments'
import { subscribeToInteractions } from './liveStream'

type Id = number | string
type Option = { id: Id; name: string }
export type InboxSetup = {
  userId: Id
  language: 'de' | 'en'
  apiRoute: string
  adminRoute: string
  accounts: (Option & { handle?: string | null })[]
  templates: (Option & { body: Partial<Record<'de' | 'en', string>> })[]
  colleagues: Option[]
  may: { moderate: boolean; reply: boolean; manage: boolean }
  statusLabels: Record<string, string>
  sentimentLabels: Record<string, string>
  analyserLabels: Record<string, string>
}
type InboxPage = {
  docs: CommunityInteraction[]
  page: number
  hasNextPage: boolean
  counts: Record<string, number>
}

const idOf = (value: unknown): Id | undefined =>
  value && typeof value === 'object' ? (value as { id: Id }).id : (value as Id | undefined)
const LIVE_REFETCH_MS = 400

/** Whether a key press belongs to a form control (shortcuts must not fire while typing). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * The inbox: filters (kept in the address), status tabs with counts, the list newest first with bulk
 * actions, live arrivals from GET /api/community/stream, and the conversation pane of the selected
 * interaction. Keys: j/k move, r reply, e archive.
 */
export function CommunityInbox({ setup, text }: { setup: InboxSetup; text: InboxText }) {
  const { apiRoute, language } = setup
  const [filters, setFilters] = useState<InboxFilters>(() =>
    typeof window === 'undefined' ? {} : inboxFiltersFromSearch(window.location.search),
  )
  const [list, setList] = useState<InboxPage | undefined>()
  const [loading, setLoading] = useState(false)
  const [selectedId, setSelectedId] = useState<Id | undefined>()
  const [checked, setChecked] = useState<Set<Id>>(new Set())
  const [live, setLive] = useState(false)
  const [arrivals, setArrivals] = useState(0)
  const replyRef = useRef<HTMLTextAreaElement>(null)
  const format = useMemo(
    () => new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  )

  const load = useCallback(
    async (page = 1) => {
      setLoading(true)
      try {
        const params = filterParams(filters)
        params.set('page', String(page))
        const next = await apiJson<InboxPage>(`${apiRoute}/community/inbox?${params}`)
        setList((previous) => (page > 1 && previous ? { ...next, docs: [...previous.docs, ...next.docs] } : next))
      } catch (error) {
        toast.error(error instanceof ApiProblem ? error.message : text.failed)
      } finally {
        setLoading(false)
      }
    },
    [apiRoute, filters, text.failed],
  )

  // The filters live in the address, so a reload or a shared link shows the same inbox.
  useEffect(() => {
    const search = filterParams(filters).toString()
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`)
    void load()
  }, [filters, load])

  // Live: the stream announces new and changed interactions; the list reloads once a burst has passed.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = subscribeToInteractions(apiRoute, {
      onState: (state) => setLive(state === 'live'),
      onEvent: (event) => {
        if (event.change === 'created') setArrivals((count) => count + 1)
        clearTimeout(timer)
        timer = setTimeout(() => void load(), LIVE_REFETCH_MS)
      },
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [apiRoute, load])

  const docs = useMemo(() => list?.docs ?? [], [list])
  const selected = docs.find((doc) => doc.id === selectedId)

  const update = useCallback(
    async (ids: Id[], data: Partial<Pick<CommunityInteraction, 'status' | 'assignedTo'>>) => {
      try {
        const where = new URLSearchParams(ids.map((id, index) => [`where[id][in][${index}]`, String(id)]))
        await apiJson(`${apiRoute}/community-interactions?${where}`, { method: 'PATCH', body: data })
        toast.success(text.saved)
        setChecked(new Set())
        await load()
        return true
      } catch (error) {
        toast.error(error instanceof ApiProblem ? error.message : text.failed)
        return false
      }
    },
    [apiRoute, load, text.failed, text.saved],
  )

  // j/k move through the list, r goes to the reply box, e archives the selected interaction.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.metaKey || event.ctrlKey || event.altKey) return
      const index = docs.findIndex((doc) => doc.id === selectedId)
      if (event.key === 'j' || event.key === 'k') {
        const next = docs[Math.min(docs.length - 1, Math.max(0, index + (event.key === 'j' ? 1 : -1)))]
        if (next) setSelectedId(next.id)
      } else if (event.key === 'r' && replyRef.current) {
        event.preventDefault()
        replyRef.current.focus()
      } else if (event.key === 'e' && selectedId !== undefined && setup.may.moderate) {
        void update([selectedId], { status: 'archived' })
      } else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [docs, selectedId, setup.may.moderate, update])

  const setFilter = <Key extends keyof InboxFilters>(key: Key, value: InboxFilters[Key] | '') =>
    setFilters((current) => {
      const next = { ...current }
      if (value === '' || value === undefined) delete next[key]
      else next[key] = value as InboxFilters[Key]
      return next
    })

  const sync = async () => {
    await syncComments(apiRoute, text)
    await load()
  }

  const total = list ? Object.values(list.counts).reduce((sum, count) => sum + count, 0) : 0
  return (
    <div className="community-inbox__layout">
      <div className="community-inbox__toolbar">
        <span className={`community-inbox__live${live ? ' is-live' : ''}`} aria-live="polite">
          {live ? text.live : text.loading}
          {arrivals > 0 ? (
            <span data-testid="inbox-arrivals">
              {' '}
              · {text.liveArrived} ({arrivals})
            </span>
          ) : null}
        </span>
        <span className="community-inbox__shortcuts">{text.shortcuts}</span>
        {setup.may.manage ? (
          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => void sync()}>
            {text.syncNow}
          </Button>
        ) : null}
        <span className="community-inbox__exports">
          {text.export}:
          {EXPORT_FORMATS.map((format) => {
            const params = filterParams(filters)
            params.set('format', format)
            return (
              <a key={format} href={`${apiRoute}/community/export?${params}`} download>
                {format.toUpperCase()}
              </a>
            )
          })}
        </span>
      </div>

      <nav className="community-inbox__tabs" aria-label={text.status}>
        {[undefined, ...STATUSES].map((status) => (
          <button
            key={status ?? 'all'}
            type="button"
            aria-pressed={filters.status === status}
            onClick={() => setFilter('status', status ?? '')}
          >
            {status ? setup.statusLabels[status] : text.statusAll}{' '}
            <span className="community-inbox__count">{status ? (list?.counts[status] ?? 0) : total}</span>
          </button>
        ))}
      </nav>

      <form className="community-inbox__filters" aria-label={text.filters} onSubmit={(event) => event.preventDefault()}>
        <label>
          {text.account}
          <select value={filters.account ?? ''} onChange={(event) => setFilter('account', event.target.value)}>
            <option value="">{text.all}</option>
            {setup.accounts.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {account.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.sentiment}
          <select
            value={filters.sentiment ?? ''}
            onChange={(event) => setFilter('sentiment', event.target.value as InboxFilters['sentiment'])}
          >
            <option value="">{text.all}</option>
            {Object.entries(setup.sentimentLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.assignee}
          <select value={filters.assignee ?? ''} onChange={(event) => setFilter('assignee', event.target.value)}>
            <option value="">{text.all}</option>
            <option value="me">{text.me}</option>
            <option value="none">{text.nobody}</option>
            {setup.colleagues.map((colleague) => (
              <option key={colleague.id} value={String(colleague.id)}>
                {colleague.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.from}
          <input type="date" value={filters.from ?? ''} onChange={(event) => setFilter('from', event.target.value)} />
        </label>
        <label>
          {text.to}
          <input type="date" value={filters.to ?? ''} onChange={(event) => setFilter('to', event.target.value)} />
        </label>
        <label className="community-inbox__search">
          {text.search}
          <input
            type="search"
            placeholder={text.searchPlaceholder}
            defaultValue={filters.q ?? ''}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setFilter('q', event.currentTarget.value.trim())
            }}
            onBlur={(event) => setFilter('q', event.currentTarget.value.trim())}
          />
        </label>
      </form>

      {checked.size > 0 && setup.may.moderate ? (
        <div className="community-inbox__bulk" role="group" aria-label={`${checked.size} ${text.selected}`}>
          <strong>
            {checked.size} {text.selected}
          </strong>
          <Button size="small" margin={false} onClick={() => void update([...checked], { status: 'archived' })}>
            {text.archive}
          </Button>
          <Button
            size="small"
            buttonStyle="secondary"
            margin={false}
            onClick={() => void update([...checked], { status: 'spam' })}
          >
            {text.markSpam}
          </Button>
          <AssignSelect
            text={text}
            colleagues={setup.colleagues}
            onAssign={(assignee) => void update([...checked], { assignedTo: assignee as number })}
          />
        </div>
      ) : null}

      <div className="community-inbox__panes">
        <section className="community-inbox__list" aria-label={text.title} aria-busy={loading}>
          {docs.length === 0 && !loading ? <p className="community-inbox__empty">{text.empty}</p> : null}
          <ul>
            {docs.map((doc) => (
              <li key={doc.id} className={doc.id === selectedId ? 'is-selected' : undefined} data-status={doc.status}>
                {setup.may.moderate ? (
                  <input
                    type="checkbox"
                    aria-label={`${text.select}: ${doc.authorName ?? ''}`}
                    checked={checked.has(doc.id)}
                    onChange={(event) =>
                      setChecked((current) => {
                        const next = new Set(current)
                        if (event.target.checked) next.add(doc.id)
                        else next.delete(doc.id)
                        return next
                      })
                    }
                  />
                ) : null}
                <button type="button" aria-current={doc.id === selectedId} onClick={() => setSelectedId(doc.id)}>
                  <span className="community-inbox__row-head">
                    <strong>{doc.authorName}</strong>
                    {doc.status === 'new' ? <span className="community-inbox__dot" aria-hidden="true" /> : null}
                    <span className={`community-inbox__sentiment is-${doc.sentiment?.label ?? 'none'}`}>
                      {doc.sentiment?.label ? setup.sentimentLabels[doc.sentiment.label] : ''}
                    </span>
                    <span className="community-inbox__badge">{setup.statusLabels[doc.status ?? 'new']}</span>
                  </span>
                  <span className="community-inbox__text">{doc.text}</span>
                  <span className="community-inbox__meta">
                    {doc.videoTitle ?? doc.videoId} · {doc.publishedAt ? format.format(new Date(doc.publishedAt)) : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list?.hasNextPage ? (
            <Button buttonStyle="secondary" size="small" onClick={() => void load(list.page + 1)}>
              {text.loadMore}
            </Button>
          ) : null}
        </section>

        <section className="community-inbox__pane" aria-label={text.thread}>
          {selected ? (
            <Conversation
              key={selected.id}
              setup={setup}
              text={text}
              interaction={selected}
              format={format}
              replyRef={replyRef}
              onChanged={load}
              onUpdate={(data) => update([selected.id], data)}
            />
          ) : (
            <p className="community-inbox__empty">{text.noSelection}</p>
          )}
        </section>
      </div>
    </div>
  )
}

function AssignSelect({
  text,
  colleagues,
  value,
  onAssign,
}: {
  text: InboxText
  colleagues: Option[]
  value?: Id | null
  onAssign: (assignee: Id | null) => void
}) {
  return (
    <label className="community-inbox__assign">
      {text.assignTo}
      <select
        value={value === undefined ? '' : value === null ? 'none' : String(value)}
        onChange={(event) => {
          const choice = event.target.value
          if (choice === '') return
          const colleague = colleagues.find((each) => String(each.id) === choice)
          onAssign(choice === 'none' ? null : (colleague?.id ?? choice))
        }}
      >
        {value === undefined ? <option value="">{text.choose}</option> : null}
        <option value="none">{text.unassigned}</option>
        {colleagues.map((colleague) => (
          <option key={colleague.id} value={String(colleague.id)}>
            {colleague.name}
          </option>
        ))}
      </select>
    </label>
  )
}

type ConversationProps = {
  setup: InboxSetup
  text: InboxText
  interaction: CommunityInteraction
  format: Intl.DateTimeFormat
  replyRef: React.RefObject<HTMLTextAreaElement | null>
  onChanged: () => Promise<void>
  /** Saves a change of the interaction (with its own messages); true when saved. */
  onUpdate: (data: Partial<Pick<CommunityInteraction, 'status' | 'assignedTo'>>) => Promise<boolean>
}

/** The selected interaction in its thread, with its analysis, reply box, assignment, status and notes. */
function Conversation({ setup, text, interaction, format, replyRef, onChanged, onUpdate }: ConversationProps) {
  const { apiRoute, adminRoute } = setup
  const [full, setFull] = useState<CommunityInteraction>(interaction)
  const [thread, setThread] = useState<CommunityInteraction[]>([])
  const [templateId, setTemplateId] = useState<string>('')
  const [reply, setReply] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const account = setup.accounts.find((each) => String(each.id) === String(idOf(interaction.account)))
  const nameOf = (user: unknown) =>
    setup.colleagues.find((each) => String(each.id) === String(idOf(user)))?.name ?? `#${String(idOf(user) ?? '')}`

  const refresh = useCallback(async () => {
    const [doc, replies] = await Promise.all([
      apiJson<CommunityInteraction>(`${apiRoute}/community-interactions/${interaction.id}?depth=1`),
      interaction.threadId
        ? apiJson<{ docs: CommunityInteraction[] }>(
            `${apiRoute}/community-interactions?${new URLSearchParams({
              'where[threadId][equals]': interaction.threadId,
              sort: 'publishedAt',
              limit: '100',
              depth: '0',
            })}`,
          )
        : { docs: [] },
    ])
    setFull(doc)
    setThread(replies.docs)
  }, [apiRoute, interaction.id, interaction.threadId])

  // Again whenever the list brings a newer version (a change made from the list or the keyboard, or live).
  useEffect(() => {
    refresh().catch(() => toast.error(text.failed))
  }, [refresh, interaction.updatedAt, text.failed])

  // A saved reply with its variables filled in as the server will (lib/reply/postReply.ts): what the box shows.
  const filled = (chosen: InboxSetup['templates'][number] | undefined) =>
    chosen &&
    fillTemplate(chosen.body[replyLocale(interaction.sentiment?.language)] ?? chosen.body.de ?? '', {
      author: interaction.authorName,
      video: interaction.videoTitle ?? interaction.videoId,
      channel: account?.handle ?? account?.name,
    })
  const template = setup.templates.find((each) => String(each.id) === templateId)
  const preview = filled(template)
  const change = async (data: Parameters<typeof onUpdate>[0]) => {
    if (await onUpdate(data)) await refresh().catch(() => toast.error(text.failed))
  }

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await work()
      toast.success(done)
      await Promise.all([refresh(), onChanged()])
    } catch (error) {
      toast.error(error instanceof ApiProblem ? error.message : text.failed)
    } finally {
      setBusy(false)
    }
  }

  const send = () =>
    act(async () => {
      // The saved reply as chosen goes by its id (the stored reply names its template); edited text goes as text.
      const body = template && reply === preview ? { templateId: template.id } : { text: reply }
      await apiJson(`${apiRoute}/community/reply`, { method: 'POST', body: { interactionId: interaction.id, ...body } })
      setReply('')
      setTemplateId('')
    }, text.sent)

  const addNote = () =>
    act(async () => {
      await apiJson(`${apiRoute}/community/notes`, {
        method: 'POST',
        body: { interactionId: interaction.id, text: note },
      })
      setNote('')
    }, text.saved)

  const inThread = thread.length > 0 ? thread : [full]
  return (
    <article className="community-inbox__conversation">
      <header className="community-inbox__video">
        {/* The title beside it names the video, so the still needs no text of its own. */}
        {full.videoThumbnail ? <img alt="" height={90} src={full.videoThumbnail} width={160} /> : null}
        <div>
          <h2>{full.videoTitle ?? full.videoId}</h2>
          <p className="community-inbox__meta">
            {account?.name} ·{' '}
            <a href={`${adminRoute}/collections/community-interactions/${full.id}`}>{text.openInList}</a>
          </p>
        </div>
      </header>

      <ol className="community-inbox__thread" aria-label={text.thread}>
        {inThread.map((item) => (
          <li key={item.id} className={item.id === full.id ? 'is-current' : undefined}>
            <p className="community-inbox__meta">
              <strong>{item.authorName}</strong> · {item.publishedAt ? format.format(new Date(item.publishedAt)) : ''}
              {item.likeCount ? ` · ${item.likeCount} ${text.likes}` : ''}
            </p>
            <p className="community-inbox__body">{item.text}</p>
          </li>
        ))}
        {/* Replies sent from here, stored once the platform took them (they come back as comments with the next sync) */}
        {(full.replies ?? [])
          .filter((sent) => !inThread.some((item) => item.externalId === sent.externalId))
          .map((sent) => (
            <li key={sent.id ?? sent.externalId} className="is-own">
              <p className="community-inbox__meta">
                <strong>{text.ownReply.replace('{name}', nameOf(sent.postedBy))}</strong> ·{' '}
                {sent.postedAt ? format.format(new Date(sent.postedAt)) : ''}
              </p>
              <p className="community-inbox__body">{sent.text}</p>
            </li>
          ))}
      </ol>

      <dl className="community-inbox__facts">
        <dt>{text.sentiment}</dt>
        <dd data-testid="inbox-sentiment">
          {full.sentiment?.label ? setup.sentimentLabels[full.sentiment.label] : '–'}
          {full.sentiment?.analyser
            ? ` (${text.analysedBy} ${setup.analyserLabels[full.sentiment.analyser] ?? full.sentiment.analyser})`
            : ''}
        </dd>
        <dt>{text.rulesMatched}</dt>
        <dd>
          {(full.ruleHits ?? []).length === 0
            ? text.noRules
            : (full.ruleHits ?? [])
                .map((hit) => (typeof hit.rule === 'object' && hit.rule ? hit.rule.name : `#${hit.rule}`))
                .join(', ')}
        </dd>
        <dt>{text.status}</dt>
        <dd>
          {setup.may.moderate ? (
            <select
              aria-label={text.changeStatus}
              value={full.status ?? 'new'}
              disabled={busy}
              onChange={(event) => void change({ status: event.target.value as CommunityInteraction['status'] })}
            >
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {setup.statusLabels[status]}
                </option>
              ))}
            </select>
          ) : (
            setup.statusLabels[full.status ?? 'new']
          )}
        </dd>
        <dt>{text.assignee}</dt>
        <dd>
          {setup.may.moderate ? (
            <span className="community-inbox__assign-row">
              <AssignSelect
                text={text}
                colleagues={setup.colleagues}
                value={idOf(full.assignedTo) ?? null}
                onAssign={(assignee) => void change({ assignedTo: assignee as number })}
              />
              {String(idOf(full.assignedTo)) !== String(setup.userId) ? (
                <Button
                  size="small"
                  buttonStyle="secondary"
                  margin={false}
                  onClick={() => void change({ assignedTo: setup.userId as number })}
                >
                  {text.assignToMe}
                </Button>
              ) : null}
            </span>
          ) : idOf(full.assignedTo) ? (
            nameOf(full.assignedTo)
          ) : (
            text.unassigned
          )}
        </dd>
      </dl>

      {setup.may.reply ? (
        <form
          className="community-inbox__reply"
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <h3>{text.reply}</h3>
          {setup.templates.length > 0 ? (
            <label>
              {text.savedReply}
              <select
                value={templateId}
                onChange={(event) => {
                  setTemplateId(event.target.value)
                  setReply(filled(setup.templates.find((each) => String(each.id) === event.target.value)) ?? '')
                }}
              >
                <option value="">{text.noTemplate}</option>
                {setup.templates.map((each) => (
                  <option key={each.id} value={String(each.id)}>
                    {each.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label>
            {text.replyText}
            <textarea ref={replyRef} rows={4} value={reply} onChange={(event) => setReply(event.target.value)} />
          </label>
          <Button type="submit" margin={false} disabled={busy || reply.trim() === ''}>
            {busy ? text.sending : text.send}
          </Button>
        </form>
      ) : null}

      <section className="community-inbox__notes">
        <h3>{text.notes}</h3>
        <p className="community-inbox__meta">{text.notesHint}</p>
        {(full.notes ?? []).length === 0 ? <p className="community-inbox__empty">{text.noNotes}</p> : null}
        <ul>
          {(full.notes ?? []).map((each) => (
            <li key={each.id}>
              <p className="community-inbox__meta">
                {nameOf(each.author)} · {each.at ? format.format(new Date(each.at)) : ''}
              </p>
              <p className="community-inbox__body">{each.text}</p>
            </li>
          ))}
        </ul>
        {setup.may.moderate ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void addNote()
            }}
          >
            <label>
              {text.noteText}
              <textarea rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
            </label>
            <Button type="submit" size="small" buttonStyle="secondary" margin={false} disabled={busy || !note.trim()}>
              {text.addNote}
            </Button>
          </form>
        ) : null}
      </section>
    </article>
  )
}
