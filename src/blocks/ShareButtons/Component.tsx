import type { ShareButtonsBlock as ShareButtonsProps } from '@/payload-types'
import type { BlockSite } from '../shared/site'
import { shareLink } from './shareLinks'

const SHARE_ON = { de: 'Teilen über', en: 'Share via' }
const NAV_LABEL = { de: 'Seite teilen', en: 'Share this page' }

/** Share links for the page being shown; no third-party scripts or tracking pixels. */
export function ShareButtonsBlock({ heading, platforms, site }: ShareButtonsProps & { site: BlockSite }) {
  if (!site.url || !platforms?.length) return null
  return (
    <nav className="block block-share" aria-label={heading || NAV_LABEL[site.locale]}>
      {heading ? <h2>{heading}</h2> : null}
      <ul className="share-links">
        {platforms.map((platform) => {
          const { href, label } = shareLink(platform, site.url, site.title)
          return (
            <li key={platform}>
              <a
                className="button secondary"
                href={href}
                rel="noopener noreferrer"
                target={platform === 'email' ? undefined : '_blank'}
                aria-label={`${SHARE_ON[site.locale]} ${label}`}
              >
                {label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
