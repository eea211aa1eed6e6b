import type React from 'react'
import type { StatsBlock as StatsProps } from '@/payload-types'
import type { BlockSite } from '../shared/site'

/**
 * Key figures. The count-up is CSS only (an animated integer custom property shown through a CSS
 * counter), switched off under prefers-reduced-motion; screen readers get the formatted number. A CSS
 * counter cannot group digits, so the formatted figure ("12.000", "12,000") takes its place when it ends.
 */
export function StatsBlock({ heading, items, animate, background, site }: StatsProps & { site: BlockSite }) {
  const format = new Intl.NumberFormat(site.locale === 'de' ? 'de-DE' : 'en-GB')
  return (
    <section className={`block block-stats background-${background ?? 'light'}`}>
      {heading ? <h2>{heading}</h2> : null}
      <dl className="stats-items">
        {items.map((item, index) => {
          const value = Math.round(item.value)
          const text = `${item.prefix ?? ''}${format.format(value)}${item.suffix ?? ''}`
          return (
            <div key={item.id ?? index} className="stat">
              <dt>{item.label}</dt>
              <dd>
                {animate !== false ? (
                  <>
                    <span className="visually-hidden">{text}</span>
                    <span
                      className="stat-counter"
                      aria-hidden="true"
                      data-prefix={item.prefix ?? ''}
                      data-suffix={item.suffix ?? ''}
                      style={{ '--stat-target': value } as React.CSSProperties}
                    />
                    <span className="stat-final" aria-hidden="true">
                      {text}
                    </span>
                  </>
                ) : (
                  text
                )}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
