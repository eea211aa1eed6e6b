import { RichText } from '@payloadcms/richtext-lexical/react'
import type { AccordionBlock as AccordionProps } from '@/payload-types'

/** Native details/summary (keyboard and screen readers for free, no script); `name` makes them exclusive. */
export function AccordionBlock({ id, heading, items, exclusive, openFirst }: AccordionProps) {
  return (
    <section className="block block-accordion">
      {heading ? <h2>{heading}</h2> : null}
      {items.map((item, index) => (
        <details
          key={item.id ?? index}
          className="faq-item"
          name={exclusive ? `accordion-${id ?? 'block'}` : undefined}
          open={openFirst === true && index === 0}
        >
          <summary>{item.title}</summary>
          <RichText data={item.content} />
        </details>
      ))}
    </section>
  )
}
