import type { TeamFilterBlock as TeamFilterProps } from '@/payload-types'
import { TeamFilter } from '../shared/lazy'
import { loadTenantDocs } from '../shared/loadTenantDocs'
import type { BlockSite } from '../shared/site'
import { MemberCard } from '../Team/Component'
import { TEAM_FILTER_MAX_MEMBERS } from './config'

const TEXT = {
  de: {
    search: 'Name oder Position suchen',
    department: 'Abteilung',
    all: 'Alle',
    countOne: '1 Person gefunden',
    count: '{count} Personen gefunden',
    none: 'Niemand gefunden',
  },
  en: {
    search: 'Search by name or role',
    department: 'Department',
    all: 'All',
    countOne: '1 person found',
    count: '{count} people found',
    none: 'Nobody found',
  },
}

/** The tenant's team, searchable by name and role and filterable by department in the browser (every member is in the server HTML). */
export async function TeamFilterBlock(props: TeamFilterProps & { site: BlockSite }) {
  const { site } = props
  const members = await loadTenantDocs({
    collection: 'team',
    tenantId: site.tenantId,
    locale: site.locale,
    limit: Math.min(props.limit ?? 50, TEAM_FILTER_MAX_MEMBERS),
  })
  if (members.length === 0) return null
  const departments =
    props.showDepartmentFilter === false
      ? []
      : [...new Set(members.map((member) => member.department).filter((value): value is string => Boolean(value)))]
  return (
    <section className="block block-team-filter team-list">
      {props.heading ? <h2>{props.heading}</h2> : null}
      <TeamFilter
        text={TEXT[site.locale]}
        departments={departments.length > 1 ? departments : []}
        members={members.map((member) => ({
          key: String(member.id),
          search: { name: member.name, role: member.role, department: member.department ?? '' },
          content: <MemberCard member={member} props={{ layout: 'list', showContact: false }} site={site} />,
        }))}
      />
    </section>
  )
}
