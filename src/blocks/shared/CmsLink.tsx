import type { Link, MenuLink } from '@/payload-types'
import type { SiteLocale } from '@/lib/site/locales'
import { isDetailCollection, sitePath } from '@/lib/site/routes'

type Props = { link: Link | MenuLink | null | undefined; className?: string; locale: SiteLocale }

/** The href of a link field: an external URL, or the public path of the referenced document. */
export function linkHref(link: Link | MenuLink, locale: SiteLocale): string | null {
  if ((link.type ?? 'internal') === 'external') return link.url || null
  const reference = link.reference
  if (!reference || typeof reference.value !== 'object') return null
  const slug = reference.value.slug
  if (!slug) return null
  const collection = reference.relationTo
  return collection === 'pages' || isDetailCollection(collection) ? sitePath(locale, collection, slug) : null
}

/** A link with a label and a target in `locale` (a target not published or not translated into it has none). */
export const isShownLink = (link: Link | MenuLink | null | undefined, locale: SiteLocale): link is Link | MenuLink =>
  !!link?.label && linkHref(link, locale) !== null

/** A link field as an anchor; nothing when it has no label or target. */
export function CmsLink({ link, className, locale }: Props) {
  const href = link?.label ? linkHref(link, locale) : null
  if (!link || !href) return null
  return (
    <a className={className} href={href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  )
}
