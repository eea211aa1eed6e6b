import type { BeforeAfterBlock as BeforeAfterProps } from '@/payload-types'
import { BeforeAfterSlider } from '../shared/lazy'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { BEFORE_AFTER_START } from './config'

const TEXT = {
  de: { before: 'Vorher', after: 'Nachher', slider: 'Vorher-Nachher-Vergleich verschieben' },
  en: { before: 'Before', after: 'After', slider: 'Move the before/after divider' },
}

/** Two images compared with a draggable, keyboard-operable divider. */
export function BeforeAfterBlock({
  heading,
  before,
  after,
  beforeLabel,
  afterLabel,
  start,
  caption,
  site,
}: BeforeAfterProps & { site: BlockSite }) {
  const text = TEXT[site.locale]
  const labels = { before: beforeLabel || text.before, after: afterLabel || text.after, slider: text.slider }
  return (
    <section className="block block-before-after">
      {heading ? <h2>{heading}</h2> : null}
      <figure>
        <BeforeAfterSlider
          before={
            <MediaImage
              media={before}
              size="hero"
              sizes="(max-width: 960px) 100vw, 960px"
              altOverride={`${labels.before}: ${typeof before === 'object' ? (before.alt ?? '') : ''}`}
            />
          }
          after={
            <MediaImage
              media={after}
              size="hero"
              sizes="(max-width: 960px) 100vw, 960px"
              altOverride={`${labels.after}: ${typeof after === 'object' ? (after.alt ?? '') : ''}`}
            />
          }
          start={start ?? BEFORE_AFTER_START.default}
          labels={labels}
        />
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
    </section>
  )
}
