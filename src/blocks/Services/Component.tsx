import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Where } from 'payload'
import type { Service, ServicesBlock as ServicesProps } from '@/payload-types'
import { sitePath } from '@/lib/site/routes'
import { CardsOrSlider } from '../shared/CardsOrSlider'
import { Tabs } from '../shared/lazy'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'

const TEXT = { de: { more: 'Mehr erfahren', new: 'Neu' }, en: { more: 'Learn more', new: 'New' } }

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value !== null ? value.id : value

async function servicesOf(props: ServicesProps, site: BlockSite): Promise<Service[]> {
  const limit = props.limit ?? 9
  if (props.source === 'manual') return populated<Service>(props.services).slice(0, limit)
  const category = idOf(props.category)
  const where: Where | undefined =
    props.source === 'featured'
      ? { featured: { equals: true } }
      : props.source === 'category' && category
        ? { category: { equals: category } }
        : undefined
  return loadTenantDocs({ collection: 'services', tenantId: site.tenantId, locale: site.locale, where, limit })
}

function MoreLink({ service, site }: { service: Service; site: BlockSite }) {
  if (!service.slug) return null
  return (
    <a className="service-more" href={sitePath(site.locale, 'services', service.slug)}>
      {TEXT[site.locale].more}
      <span className="visually-hidden">: {service.title}</span>
    </a>
  )
}

function ServiceCard({ service, site, large }: { service: Service; site: BlockSite; large?: boolean }) {
  return (
    <article className={`service-card ${large ? 'service-card-large' : ''}`}>
      <MediaImage
        media={service.image}
        size={large ? 'hero' : 'card'}
        sizes={large ? '(max-width: 960px) 100vw, 960px' : '(max-width: 640px) 100vw, 360px'}
      />
      <h3>
        {service.title}
        {service.isNew ? <span className="badge"> {TEXT[site.locale].new}</span> : null}
      </h3>
      {service.shortDescription ? <p>{service.shortDescription}</p> : null}
      <MoreLink service={service} site={site} />
    </article>
  )
}

function Cards({ services, props, site }: { services: Service[]; props: ServicesProps; site: BlockSite }) {
  const presentation = props.presentation ?? 'grid'
  const cards = services.map((service) => <ServiceCard key={service.id} service={service} site={site} />)
  return (
    <CardsOrSlider
      cards={cards}
      slider={presentation === 'slider'}
      locale={site.locale}
      region={props.heading}
      className={`service-cards services-${presentation}`}
    />
  )
}

function Description({ service, site }: { service: Service; site: BlockSite }) {
  return (
    <>
      {service.description ? (
        <RichText data={service.description} />
      ) : service.shortDescription ? (
        <p>{service.shortDescription}</p>
      ) : null}
      <MoreLink service={service} site={site} />
    </>
  )
}

function Layout({ services, props, site }: { services: Service[]; props: ServicesProps; site: BlockSite }) {
  switch (props.layout ?? 'grid') {
    case 'list':
      return (
        <ul className="service-list">
          {services.map((service) => (
            <li key={service.id}>
              <h3>
                {service.slug ? (
                  <a href={sitePath(site.locale, 'services', service.slug)}>{service.title}</a>
                ) : (
                  service.title
                )}
              </h3>
              {service.shortDescription ? <p>{service.shortDescription}</p> : null}
            </li>
          ))}
        </ul>
      )
    case 'tabs':
      return (
        <Tabs
          ariaLabel={props.heading ?? undefined}
          labels={services.map((service) => service.title)}
          panels={services.map((service) => (
            <Description key={service.id} service={service} site={site} />
          ))}
        />
      )
    case 'accordion':
      return (
        <div className="service-accordion">
          {services.map((service) => (
            <details key={service.id}>
              <summary>{service.title}</summary>
              <Description service={service} site={site} />
            </details>
          ))}
        </div>
      )
    case 'featured': {
      const [first, ...rest] = services as [Service, ...Service[]]
      return (
        <>
          <ServiceCard service={first} site={site} large />
          {rest.length > 0 ? <Cards services={rest} props={props} site={site} /> : null}
        </>
      )
    }
    default:
      return <Cards services={services} props={props} site={site} />
  }
}

/** The tenant's active services (all, featured, one category or a selection) as cards, list, tabs, accordion or one featured plus cards. */
export async function ServicesBlock(props: ServicesProps & { site: BlockSite }) {
  const services = await servicesOf(props, props.site)
  if (services.length === 0) return null
  return (
    <section className={`block block-services services-layout-${props.layout ?? 'grid'}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      <Layout services={services} props={props} site={props.site} />
    </section>
  )
}
