import type { LogoGridBlock as LogoGridProps, Media, Partner } from '@/payload-types'
import { MediaImage } from '../shared/MediaImage'

type Logo = { key: string; name: string; image: number | Media | null | undefined; url?: string | null }

function logosOf({ source, partners, logos }: LogoGridProps): Logo[] {
  if (source === 'inline')
    return (logos ?? []).map((logo, index) => ({
      key: logo.id ?? String(index),
      name: logo.name,
      image: logo.image,
      url: logo.url,
    }))
  return (partners ?? [])
    .filter((partner): partner is Partner => typeof partner === 'object' && partner !== null)
    .map((partner) => ({ key: String(partner.id), name: partner.name, image: partner.logo, url: partner.website }))
}

/** Partner or inline logos as a grid, a cloud of mixed sizes or a captioned gallery. */
export function LogoGridBlock(props: LogoGridProps) {
  const logos = logosOf(props)
  if (logos.length === 0) return null
  const layout = props.layout ?? 'grid'
  return (
    <section className={`block block-logo-grid logo-${layout} ${props.grayscale !== false ? 'logo-grayscale' : ''}`}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      <ul className="logo-items">
        {logos.map((logo) => {
          const image = <MediaImage media={logo.image} size="thumbnail" sizes="200px" altOverride={logo.name} />
          return (
            <li key={logo.key} className="logo-item">
              {logo.url ? (
                <a href={logo.url} rel="noopener noreferrer" target="_blank">
                  {image}
                </a>
              ) : (
                image
              )}
              {layout === 'gallery' ? <span className="logo-name">{logo.name}</span> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
