import { AdminViewFrame } from '@/admin/AdminViewFrame'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { tenantsHavingModule } from '@/access/moduleAccess'
import { hubTenantsWith } from '@/modules/videoHub/access/videoHub'
import { CONTENT_STATUSES } from '@/modules/videoHub/lib/contentStateMachine'
import { loadHubDashboard, type ChannelDashboard } from '@/modules/videoHub/lib/dashboard'
import { CompleteTaskButton } from './CompleteTaskButton.client'
import { GoalProgressChart, PipelineFunnel } from './HubCharts.client'
import { videoHubText, type VideoHubText } from './messages'
import './videoHub.css'

/** The pipeline without the side states, in order: the funnel. */
const FUNNEL = CONTENT_STATUSES.filter((status) => status !== 'rejected' && status !== 'archived')
const NOTIFICATION_LIMIT = 20

type DocumentListProps<Doc extends { id: number | string; title: string }> = {
  heading: string
  none: string
  docs: Doc[]
  href: (id: Doc['id']) => string
  /** What follows the document's link. */
  children: (doc: Doc) => ReactNode
}

/** A headed list of links to documents, or the notice that there are none. */
function DocumentList<Doc extends { id: number | string; title: string }>({
  heading,
  none,
  docs,
  href,
  children,
}: DocumentListProps<Doc>) {
  return (
    <>
      <h3>{heading}</h3>
      {docs.length === 0 ? <p className="video-hub-empty">{none}</p> : null}
      <ul>
        {docs.map((doc) => (
          <li key={doc.id}>
            <a href={href(doc.id)}>{doc.title}</a> · {children(doc)}
          </li>
        ))}
      </ul>
    </>
  )
}

function ChannelCard({
  figures,
  text,
  language,
  adminRoute,
}: {
  figures: ChannelDashboard
  text: VideoHubText
  language: string
  adminRoute: string
}) {
  const date = (value: string) => new Date(value).toLocaleDateString(language === 'en' ? 'en-GB' : 'de-DE')
  const { goal } = figures
  return (
    <section className="video-hub-card" data-testid={`video-hub-channel-${figures.channel.id}`}>
      <header>
        <h2>{figures.channel.name}</h2>
        <span className={`video-hub-token video-hub-token--${figures.token.health}`} title={text.token}>
          {text[`token_${figures.token.health}`]}
        </span>
      </header>
      <h3>{text.pipeline}</h3>
      <PipelineFunnel
        stages={FUNNEL.map((status) => ({ name: text[`status_${status}`], count: figures.contentByStatus[status] }))}
        label={text.videos}
      />
      <h3>
        {text.goal}
        {goal?.atRisk ? <span className="video-hub-warning"> · {text.goalAtRisk}</span> : null}
      </h3>
      {goal ? (
        <GoalProgressChart
          measures={[
            { name: text.goalVideos, percent: goal.videos.percent, elapsed: goal.elapsedPercent },
            { name: text.goalViews, percent: goal.views.percent, elapsed: goal.elapsedPercent },
            { name: text.goalSubscribers, percent: goal.subscribers.percent, elapsed: goal.elapsedPercent },
          ]}
          labels={{ progress: text.progress, elapsed: text.elapsed }}
        />
      ) : (
        <p className="video-hub-empty">{text.goalNone}</p>
      )}
      <DocumentList
        heading={text.overdue}
        none={text.overdueNone}
        docs={figures.overdueTasks}
        href={(id) => `${adminRoute}/collections/vp-tasks/${id}`}
      >
        {(task) => (
          <>
            {text.due} {date(task.dueDate)}
          </>
        )}
      </DocumentList>
      <DocumentList
        heading={text.upcoming}
        none={text.upcomingNone}
        docs={figures.upcoming}
        href={(id) => `${adminRoute}/collections/video-platform-content/${id}`}
      >
        {(content) => date(content.scheduledFor)}
      </DocumentList>
      <DocumentList
        heading={text.batches}
        none={text.batchesNone}
        docs={figures.batches}
        href={(id) => `${adminRoute}/collections/vp-batches/${id}`}
      >
        {(batch) => (
          <>
            {batch.progress.ready}/{batch.progress.target} ({batch.progress.percent} %)
            <progress max={100} value={batch.progress.percent} />
          </>
        )}
      </DocumentList>
    </section>
  )
}

/**
 * The video hub overview (`/admin/video-hub`): per channel the pipeline funnel, the month's goal,
 * overdue tasks, upcoming publications, batches and token health; the user's open tasks (with
 * "complete") and notifications. All reads go through the user's access.
 */
export async function VideoHubView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const language = req.i18n.language
  const text = videoHubText(language)
  const adminRoute = req.payload.config.routes.admin
  const apiRoute = req.payload.config.routes.api
  const user = req.user
  // A role counts only in tenants with the hub switched on (else the reads below are refused).
  const tenants = user ? await tenantsHavingModule(req, 'videoHub', hubTenantsWith(user, 'hub.read')) : []
  const hasRole = tenants === 'all' || tenants.length > 0
  const [channels, tasks, notifications] = hasRole
    ? await Promise.all([
        loadHubDashboard(req),
        req.payload.find({
          collection: 'vp-tasks',
          where: { and: [{ assignee: { equals: user!.id } }, { status: { not_equals: 'done' } }] },
          sort: 'dueDate',
          depth: 0,
          limit: 50,
          overrideAccess: false,
          req,
        }),
        req.payload.find({
          collection: 'vp-notifications',
          where: { recipient: { equals: user!.id } },
          sort: '-createdAt',
          depth: 0,
          limit: NOTIFICATION_LIMIT,
          overrideAccess: false,
          req,
        }),
      ])
    : [[], { docs: [] }, { docs: [] }]
  const unread = notifications.docs.filter((note) => !note.read).length
  return (
    <AdminViewFrame view={view} className="video-hub">
      <h1>{text.heading}</h1>
      {!hasRole ? <p className="video-hub-empty">{text.noRole}</p> : null}
      {hasRole ? (
        <div className="video-hub-personal">
          <section className="video-hub-card" data-testid="video-hub-my-tasks">
            <header>
              <h2>{text.myTasks}</h2>
            </header>
            {tasks.docs.length === 0 ? <p className="video-hub-empty">{text.myTasksNone}</p> : null}
            <ul>
              {tasks.docs.map((task) => (
                <li key={task.id} data-testid="video-hub-task">
                  <a href={`${adminRoute}/collections/vp-tasks/${task.id}`}>{task.title}</a>
                  {task.dueDate
                    ? ` · ${text.due} ${new Date(task.dueDate).toLocaleDateString(language === 'en' ? 'en-GB' : 'de-DE')}`
                    : ''}{' '}
                  <CompleteTaskButton
                    taskId={task.id}
                    apiRoute={apiRoute}
                    labels={{ complete: text.complete, failed: text.completeFailed }}
                  />
                </li>
              ))}
            </ul>
          </section>
          <section className="video-hub-card" data-testid="video-hub-notifications">
            <header>
              <h2>
                {text.notifications}
                {unread > 0 ? (
                  <span className="video-hub-badge" data-testid="video-hub-notifications-unread">
                    {unread}
                  </span>
                ) : null}
              </h2>
              <a href={`${adminRoute}/collections/vp-notifications`}>→</a>
            </header>
            {notifications.docs.length === 0 ? <p className="video-hub-empty">{text.notificationsNone}</p> : null}
            <ul>
              {notifications.docs.map((note) => (
                <li key={note.id} className={note.read ? '' : 'video-hub-unread'}>
                  <a href={`${adminRoute}/collections/vp-notifications/${note.id}`}>{note.title}</a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
      {hasRole && channels?.length === 0 ? <p className="video-hub-empty">{text.noChannels}</p> : null}
      <div className="video-hub-grid">
        {(channels ?? []).map((figures) => (
          <ChannelCard
            key={figures.channel.id}
            figures={figures}
            text={text}
            language={language}
            adminRoute={adminRoute}
          />
        ))}
      </div>
    </AdminViewFrame>
  )
}
