import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Where } from 'payload'
import type { Team, TeamBlock as TeamProps } from '@/payload-types'
import { sitePath } from '@/lib/site/routes'
import { CardsOrSlider } from '../shared/CardsOrSlider'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import { initialsOf } from '@/lib/text/initials'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { TEAM_MAX_MEMBERS } from './config'

const CONTACT_LABELS = { de: { email: 'E-Mail an', phone: 'Anrufen:' }, en: { email: 'E-mail', phone: 'Call' } }

async function membersOf(props: TeamProps, site: BlockSite): Promise<Team[]> {
  const limit = props.limit ?? 12
  if (props.source === 'manual') return populated<Team>(props.members).slice(0, limit)
  const where: Where | undefined =
    props.source === 'featured'
      ? { featured: { equals: true } }
      : props.department
        ? { department: { equals: props.department } }
        : undefined
  return loadTenantDocs({
    collection: 'team',
    tenantId: site.tenantId,
    locale: site.locale,
    where,
    limit: Math.min(limit, TEAM_MAX_MEMBERS),
  })
}

function Contact({ member, site }: { member: Team; site: BlockSite }) {
  const { email, phone } = member.contact ?? {}
  if (!email && !phone) return null
  const labels = CONTACT_LABELS[site.locale]
  return (
    <p className="team-contact">
      {email ? (
        <a href={`mailto:${email}`} aria-label={`${labels.email} ${member.name}`}>
          {email}
        </a>
      ) : null}
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={`${labels.phone} ${member.name}`}>
          {phone}
        </a>
      ) : null}
    </p>
  )
}

/** One member: photo, name (→ detail page), role, department; the bio and contact as the layout and settings say. */
export function MemberCard({
  member,
  props,
  site,
}: {
  member: Team
  props: Pick<TeamProps, 'layout' | 'showContact'>
  site: BlockSite
}) {
  const layout = props.layout ?? 'grid'
  const name = member.slug ? <a href={sitePath(site.locale, 'team', member.slug)}>{member.name}</a> : member.name
  return (
    <article className="team-member">
      {typeof member.photo === 'object' && member.photo?.url ? (
        <MediaImage
          media={member.photo}
          size={layout === 'compact' || layout === 'list' ? 'thumbnail' : 'card'}
          sizes={layout === 'compact' ? '64px' : '(max-width: 640px) 100vw, 320px'}
          className="team-photo"
          altOverride={member.name}
        />
      ) : (
        // Without a photo the card keeps the photo's place, so a grid with some photos stays even.
        <span className="team-photo team-initials" aria-hidden="true">
          {initialsOf(member.name)}
        </span>
      )}
      <div className="team-text">
        <h3 className="team-name">{name}</h3>
        <p className="team-role">
          {member.role}
          {member.department && layout !== 'compact' ? (
            <span className="team-department"> · {member.department}</span>
          ) : null}
        </p>
        {layout === 'detailed' && member.bio ? (
          <div className="team-bio">
            <RichText data={member.bio} />
          </div>
        ) : null}
        {props.showContact !== false && layout !== 'compact' ? <Contact member={member} site={site} /> : null}
      </div>
    </article>
  )
}

/** Team members of a department, the featured ones or a selection, as grid, list, slider, compact list or detailed profiles. */
export async function TeamBlock(props: TeamProps & { site: BlockSite }) {
  const { site } = props
  const members = await membersOf(props, site)
  if (members.length === 0) return null
  const layout = props.layout ?? 'grid'
  const cards = members.map((member) => <MemberCard key={member.id} member={member} props={props} site={site} />)
  return (
    <section className={`block block-team team-${layout}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      <CardsOrSlider
        cards={cards}
        slider={layout === 'slider'}
        locale={site.locale}
        region={props.heading}
        className="team-members"
      />
    </section>
  )
}
