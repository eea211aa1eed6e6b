import type { CallToActionBlock as CallToActionProps } from '@/payload-types'
import { CmsLink } from '../shared/CmsLink'
import type { BlockSite } from '../shared/site'

export function CallToActionBlock({
  heading,
  text,
  primary,
  secondary,
  background,
  site,
}: CallToActionProps & { site: BlockSite }) {
  return (
    <section className={`block block-cta block-cta-${background ?? 'accent'}`}>
      <h2>{heading}</h2>
      {text ? <p>{text}</p> : null}
      <div className="cta-links">
        <CmsLink link={primary} className="button" locale={site.locale} />
        <CmsLink link={secondary} className="button secondary" locale={site.locale} />
      </div>
    </section>
  )
}
