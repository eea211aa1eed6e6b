import type { OrgChartBlock as OrgChartProps, Team } from '@/payload-types'
import { sitePath } from '@/lib/site/routes'
import { loadTenantDocs } from '../shared/loadTenantDocs'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { ORG_CHART_MAX_DEPTH } from './config'
import { type OrgNode, buildOrgTree } from './orgTree'

/** Team members read for the chart at most (a tenant's whole organisation). */
const ORG_CHART_MAX_MEMBERS = 500

const TEXT = {
  de: { label: 'Organigramm', reports: 'Berichten an' },
  en: { label: 'Org chart', reports: 'Reporting to' },
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  typeof value === 'object' && value !== null ? value.id : (value ?? null)

type Options = Pick<OrgChartProps, 'showPhotos' | 'showDepartment'> & { site: BlockSite }

function Person({ member, showPhotos, showDepartment, site }: { member: Team } & Options) {
  return (
    <div className="org-person">
      {showPhotos === false ? null : (
        <MediaImage media={member.photo} size="thumbnail" sizes="48px" className="org-photo" altOverride="" />
      )}
      <span className="org-text">
        <span className="org-name">
          {member.slug ? <a href={sitePath(site.locale, 'team', member.slug)}>{member.name}</a> : member.name}
        </span>
        <span className="org-role">
          {member.role}
          {showDepartment !== false && member.department ? ` · ${member.department}` : null}
        </span>
      </span>
    </div>
  )
}

function Branches({ nodes, options, label }: { nodes: OrgNode<Team>[]; options: Options; label?: string }) {
  return (
    <ul className="org-level" aria-label={label}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Person member={node.member} {...options} />
          {node.reports.length > 0 ? (
            <Branches
              nodes={node.reports}
              options={options}
              label={`${TEXT[options.site.locale].reports} ${node.member.name}`}
            />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** The tenant's reporting hierarchy (`reportsTo`) as nested lists: readable and navigable without JavaScript, links reached by Tab. */
export async function OrgChartBlock(props: OrgChartProps & { site: BlockSite }) {
  const { site } = props
  const members = await loadTenantDocs({
    collection: 'team',
    tenantId: site.tenantId,
    locale: site.locale,
    limit: ORG_CHART_MAX_MEMBERS,
  })
  const forest = buildOrgTree(
    members.map((member) => ({ id: member.id, reportsTo: idOf(member.reportsTo), member })),
    { rootId: idOf(props.root), maxDepth: Math.min(props.depth ?? 4, ORG_CHART_MAX_DEPTH) },
  )
  if (forest.length === 0) return null
  return (
    <section className={`block block-org-chart org-${props.layout ?? 'tree'}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      <Branches
        nodes={forest}
        options={{ showPhotos: props.showPhotos, showDepartment: props.showDepartment, site }}
        label={props.heading || TEXT[site.locale].label}
      />
    </section>
  )
}
