import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { DashboardItem } from './loadDashboard'
import { loadDashboard } from './loadDashboard'
import { dashboardText } from './messages'
import { EmailChart } from './EmailChart.client'
import { legalWarnings } from './legalPages'
import './dashboard.css'

function ItemList({ items, empty, tenantLabel }: { items: DashboardItem[]; empty: string; tenantLabel: string }) {
  if (items.length === 0) return <p className="dashboard-empty">{empty}</p>
  return (
    <ul className="dashboard-list">
      {items.map((item) => (
        <li key={item.id}>
          <a href={item.href}>{item.title}</a>
          <span className="dashboard-meta">
            {item.when}
            {item.detail ? ` · ${item.detail}` : ''}
            {item.tenant ? (
              <span className="dashboard-tenant" title={tenantLabel}>
                {item.tenant}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Card({
  title,
  action,
  children,
  testId,
}: {
  title: string
  action?: { href: string; label: string }
  children: React.ReactNode
  testId: string
}) {
  return (
    <section className="dashboard-card" data-testid={testId}>
      <header>
        <h2>{title}</h2>
        {action ? <a href={action.href}>{action.label}</a> : null}
      </header>
      {children}
    </section>
  )
}

/**
 * The admin home (`admin.components.views.dashboard`): what needs attention in the user's
 * tenants (all tenants for super admins), rendered on the server from loadDashboard().
 */
export async function DashboardView({ initPageResult }: AdminViewServerProps) {
  const { req, permissions } = initPageResult
  const text = dashboardText(req.i18n.language)
  const data = await loadDashboard(req, permissions)
  const legal = await legalWarnings(req)
  const nothing = !data.submissions && !data.emails && !data.audit && !data.drafts
  return (
    <Gutter className="dashboard">
      <div className="dashboard-heading">
        <h1>{text.heading}</h1>
        <span className="dashboard-scope">
          {data.tenant
            ? text.scopeTenant.replace('{tenant}', data.tenant)
            : data.allTenants
              ? text.scopeAll
              : text.scopeOwn}
        </span>
      </div>
      {legal.length > 0 ? (
        <section className="dashboard-legal" data-testid="dashboard-legal" aria-labelledby="dashboard-legal-heading">
          <h2 id="dashboard-legal-heading">{text.legalHeading}</h2>
          <p>{text.legalIntro}</p>
          <ul>
            {legal.map((warning) => (
              <li key={warning.tenant}>
                <strong>{warning.tenant}</strong>: {warning.problems.map((problem) => text[problem]).join(', ')} ·{' '}
                <a href={warning.href}>{text.legalFix}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {nothing ? <p className="dashboard-empty">{text.noModules}</p> : null}
      <div className="dashboard-grid">
        {data.submissions ? (
          <Card
            title={`${text.submissions} (${data.submissions.total})`}
            action={{ href: data.submissions.listHref, label: text.showAll }}
            testId="dashboard-submissions"
          >
            <ItemList items={data.submissions.items} empty={text.submissionsNone} tenantLabel={text.tenant} />
          </Card>
        ) : null}
        {data.emails ? (
          <Card
            title={text.emails}
            action={{ href: data.emails.listHref, label: text.showAll }}
            testId="dashboard-emails"
          >
            {data.emails.total === 0 ? <p className="dashboard-empty">{text.emailsNone}</p> : null}
            <EmailChart days={data.emails.days} labels={{ sent: text.emailsSent, failed: text.emailsFailed }} />
          </Card>
        ) : null}
        {data.drafts ? (
          <Card title={text.drafts} testId="dashboard-drafts">
            <ItemList items={data.drafts.items} empty={text.draftsNone} tenantLabel={text.tenant} />
          </Card>
        ) : null}
        {data.audit ? (
          <Card title={text.audit} action={{ href: data.audit.listHref, label: text.showAll }} testId="dashboard-audit">
            <ItemList items={data.audit.items} empty={text.auditNone} tenantLabel={text.tenant} />
          </Card>
        ) : null}
      </div>
    </Gutter>
  )
}
